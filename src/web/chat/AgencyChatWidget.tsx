// The console's chat with platform staff, for agency users: a button in the header opening a drawer
// with the agency's conversation. In the header, not floating over the page: a floating button sat
// on whatever the page drew under it (a result's Book button, a table's actions), at any offset. Reads and writes go through Refine (custom read, custom mutation on the
// declared `agency-chat` resource); new messages arrive on the conversation's event stream while the
// drawer is open, which is also what tells the server the user is there (no e-mail for replies).
import { CustomerServiceOutlined } from '@ant-design/icons';
import { useCan, useCustom } from '@refinedev/core';
import { Button, Drawer, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, ChatMessageInput, ChatThread } from '@/domain/schemas/chat';
import { useResourceAction } from '@/web/data/useResourceAction';
import { useServices } from '@/web/services';
import { useSiteOffersChat } from '@/web/site/useSiteOffersChat';
import { ChatThreadView } from './ChatThreadView';
import { useChatStream } from './useChatStream';

export function AgencyChatWidget() {
  const allowed = useCan({ resource: 'agency-chat', action: 'list' }).data?.can ?? false;
  const offered = useSiteOffersChat();
  return allowed && offered ? <AgencyChat /> : null;
}

function AgencyChat() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { session } = useServices();
  const { call, isPending, urlOf } = useResourceAction<ChatMessage, ChatMessageInput>('agency-chat', { invalidates: [] });
  // Reading the thread marks staff replies read: only while the drawer is open.
  const { result, query } = useCustom<ChatThread>({ url: urlOf(), method: 'get', queryOptions: { enabled: open } });
  const thread = query.isSuccess ? result.data : null;
  const token = session.token();
  useChatStream(
    open && thread?.conversation ? urlOf('stream') : null,
    token ? { authorization: `Bearer ${token}` } : {},
    () => void query.refetch(),
  );

  const send = async (text: string) => {
    const sent = await call({ path: ['messages'], values: { text } });
    if (!sent.ok) throw sent.error;
    void query.refetch();
  };

  return (
    <>
      <Tooltip title={t('chat.open')}>
        <Button
          shape="circle"
          icon={<CustomerServiceOutlined aria-hidden />}
          aria-label={t('chat.open')}
          onClick={() => setOpen(true)}
          data-testid="chat-open"
        />
      </Tooltip>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('chat.title')} width={420} destroyOnHidden data-testid="chat-drawer">
        <ChatThreadView messages={thread?.messages ?? []} mine="agency" onSend={send} sending={isPending} />
      </Drawer>
    </>
  );
}
