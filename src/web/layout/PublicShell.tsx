// Frame of the pages outside the console (home, legal texts, not found): brand, selectors, footer.
import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { BrandMark } from '../components/BrandMark';
import { PreferencePickers } from '../components/PreferencePickers';
import { SiteFooter } from './SiteFooter';

export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, padding: '0 24px', height: 64 }}
      >
        <BrandMark />
        <PreferencePickers />
      </Layout.Header>
      <Layout.Content>{children}</Layout.Content>
      <SiteFooter />
    </Layout>
  );
}
