// The console's chat with platform staff, for agency users: a button in the header opening a drawer
// with the agency's conversation. In the header, not floating over the page: a floating button sat
// on whatever the page drew under it (a result's Book button, a table's actions), at any offset.
// The conversation (AgencyChatThread) is fetched when the pointer or focus comes to the button, or on
// the click, so a console page starts without it.
import { CustomerServiceOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import { Button, Drawer, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/web/components/PageSpinner';
import { useSiteOffersChat } from '@/web/site/useSiteOffersChat';

const loadThread = () => import('./AgencyChatThread');
const AgencyChatThread = lazy(loadThread);

export function AgencyChatWidget() {
  const allowed = useCan({ resource: 'agency-chat', action: 'list' }).data?.can ?? false;
  const offered = useSiteOffersChat();
  return allowed && offered ? <AgencyChat /> : null;
}

function AgencyChat() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const prefetch = () => void loadThread().catch(() => undefined); // opening tries again
  return (
    <>
      <Tooltip title={t('chat.open')}>
        <Button
          shape="circle"
          icon={<CustomerServiceOutlined aria-hidden />}
          aria-label={t('chat.open')}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={() => setOpen(true)}
          data-testid="chat-open"
        />
      </Tooltip>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('chat.title')} width={420} destroyOnHidden data-testid="chat-drawer">
        <Suspense fallback={<PageSpinner />}>
          <AgencyChatThread />
        </Suspense>
      </Drawer>
    </>
  );
}
