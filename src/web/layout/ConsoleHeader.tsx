import { Layout, Space, Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { AgencyChatWidget } from '../chat/AgencyChatWidget';
import { BrandMark } from '../components/BrandMark';
import { PreferencePickers } from '../components/PreferencePickers';
import { useRequestsPending } from '../feedback/loading-store';
import { useEmbedded, useSessionState } from '../services';
import { UserMenu } from './UserMenu';

export function ConsoleHeader() {
  const { t } = useTranslation();
  const pending = useRequestsPending();
  const { session } = useSessionState();
  const company = session ? session.company.alias || session.company.name : null;
  const logo = session?.company.logo;
  // Embedded: a lower header, so a small frame keeps its room for the page.
  const embedded = useEmbedded();
  const { token } = theme.useToken();
  return (
    <Layout.Header
      className="console-header"
      data-testid={embedded ? 'console-header-compact' : 'console-header'}
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 16,
        padding: embedded ? '0 12px' : '0 24px',
        height: embedded ? 48 : 64,
        borderBottom: '1px solid rgba(255,255,255,0.08)',
      }}
    >
      <div
        className="console-header-lead"
        style={{ marginLeft: 40, minWidth: 0, display: 'flex', alignItems: 'center', gap: 12, lineHeight: 'normal' }}
      >
        {/* Below antd's lg breakpoint the sider, and the brand on it, folds into a drawer: the header
            shows the brand then (styles.css), so the logo never leaves the screen. */}
        {!embedded && (
          <span className="console-header-brand">
            <BrandMark testId="header-brand" />
          </span>
        )}
        {logo && (
          <img
            src={logo}
            alt=""
            data-testid="header-logo"
            style={{ height: 32, maxWidth: 120, objectFit: 'contain', borderRadius: 4, background: '#fff' }}
          />
        )}
        {/* A plain element cut by CSS: antd's ellipsis measures the text after every render, a forced
            layout of the whole page while the console loads. The title shows a long name whole. */}
        <span
          title={company ?? undefined}
          style={{ color: token.colorTextSecondary, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {company}
        </span>
      </div>
      <Space size="middle">
        {pending && <Spin size="small" aria-label={t('common.loading')} />}
        {!embedded && <AgencyChatWidget />}
        <PreferencePickers />
        <UserMenu />
      </Space>
    </Layout.Header>
  );
}
