import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** Every page's H1, the target of Playwright's `page-title`. */
export function PageHeading({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, marginBottom: 24 }}>
      <Typography.Title level={1} data-testid="page-title" style={{ fontSize: 24, margin: 0 }}>
        {children}
      </Typography.Title>
      {extra}
    </div>
  );
}
