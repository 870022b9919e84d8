import { Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * Every page's H1, the target of Playwright's `page-title`. The page's actions sit beside it, and go
 * below it where both do not fit (a phone), rather than squeeze the heading to a word per line.
 */
export function PageHeading({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '8px 16px',
        marginBottom: 24,
      }}
    >
      <Typography.Title level={1} data-testid="page-title" style={{ fontSize: 24, margin: 0 }}>
        {children}
      </Typography.Title>
      {extra}
    </div>
  );
}
