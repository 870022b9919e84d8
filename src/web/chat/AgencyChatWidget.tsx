// The console's chat with platform staff, for agency users: a floating button opening a drawer with
// the agency's conversation. Reads and writes go through Refine (custom read, custom mutation on the
// declared `agency-chat` resource); new messages arrive on the conversation's event stream while the
// drawer is open, which is also what tells the server the user is there (no e-mail for replies).
import { CustomerServiceOutlined } from '@ant-design/icons';
import { useCan, useCustom } from '@refinedev/core';
import { Drawer, FloatButton } from 'antd';
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
  const { mutate, mutation, urlOf } = useResourceAction<ChatMessage, ChatMessageInput>('agency-chat', []);
  // Reading the thread marks staff replies read: only while the drawer is open.
  const { result, query } = useCustom<ChatThread>({ url: urlOf(), method: 'get', queryOptions: { enabled: open } });
  const thread = query.isSuccess ? result.data : null;
  const token = session.token();
  useChatStream(open && thread?.conversation ? urlOf('stream') : null, token ? { authorization: `Bearer ${token}` } : {}, () => void query.refetch());

  const send = (text: string) =>
    new Promise<void>((resolve, reject) =>
      mutate({ url: urlOf('messages'), method: 'post', values: { text }, successNotification: false }, {
        onSuccess: () => { void query.refetch(); resolve(); },
        onError: reject,
      }),
    );

  return (
    <>
      <FloatButton icon={<CustomerServiceOutlined />} type="primary" tooltip={t('chat.open')} aria-label={t('chat.open')} onClick={() => setOpen(true)} data-testid="chat-open" />
      <Drawer open={open} onClose={() => setOpen(false)} title={t('chat.title')} width={420} destroyOnHidden data-testid="chat-drawer">
        <ChatThreadView messages={thread?.messages ?? []} mine="agency" onSend={send} sending={mutation.isPending} />
      </Drawer>
    </>
  );
}
