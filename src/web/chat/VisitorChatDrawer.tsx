// The public site's chat: a visitor leaves a name and e-mail with a first message, then talks with
// platform staff. The conversation's id and token are kept in this browser (a reload continues it);
// the token is the only key to it. No console resource fits: the routes are public, so there is no
// casbin object to declare, and the calls go through Refine's custom read and mutation with the token
// header. Live messages come through EventSource: a visitor has no session token to keep out of the
// URL, and the conversation token opens that one conversation only. This drawer is loaded on the
// visitor's first click (VisitorChatWidget), with its own Refine root: the public site has none.
import { useApiUrl, useCustom, useCustomMutation } from '@refinedev/core';
import { Button, Drawer, Form, Input, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHAT_MESSAGE_MAX,
  CHAT_TOKEN_HEADER,
  CHAT_VISITOR_PATH,
  type ChatMessage,
  type ChatThread,
  type ChatVisitorStart,
} from '@/domain/schemas/chat';
import { RefineRoot } from '@/web/RefineRoot';
import { useServices } from '@/web/services';
import { ChatThreadView } from './ChatThreadView';
import { useBrowserUrl } from './useChatStream';

interface Ticket {
  conversationId: number;
  token: string;
}
const TICKET_KEY = 'tessera.chat.visitor';

function readTicket(storage: Storage | null): Ticket | null {
  try {
    const value = JSON.parse(storage?.getItem(TICKET_KEY) ?? 'null') as Ticket | null;
    return value && typeof value.conversationId === 'number' && typeof value.token === 'string' ? value : null;
  } catch {
    return null;
  }
}

interface DrawerProps {
  open: boolean;
  onClose(): void;
}

export default function VisitorChatDrawer(props: DrawerProps) {
  return (
    <RefineRoot>
      <VisitorChat {...props} />
    </RefineRoot>
  );
}

function VisitorChat({ open, onClose }: DrawerProps) {
  const { t } = useTranslation();
  const { storage } = useServices();
  const apiUrl = useApiUrl();
  const [ticket, setTicket] = useState<Ticket | null>(() => readTicket(storage));
  const keep = (value: Ticket | null) => {
    if (value) storage?.setItem(TICKET_KEY, JSON.stringify(value));
    else storage?.removeItem(TICKET_KEY);
    setTicket(value);
  };
  const base = `${apiUrl}/${CHAT_VISITOR_PATH}`;
  const start = useCustomMutation<Ticket>();
  const post = useCustomMutation<ChatMessage>();
  const headers = ticket ? { [CHAT_TOKEN_HEADER]: ticket.token } : {};
  const { result, query } = useCustom<ChatThread>({
    url: `${base}/${ticket?.conversationId ?? 0}`,
    method: 'get',
    config: { headers },
    queryOptions: { enabled: open && ticket !== null, retry: false },
    errorNotification: false,
  });
  const thread = query.isSuccess ? result.data : null;
  // A conversation this browser no longer may read (gone, or another token): start afresh.
  useEffect(() => {
    if (query.isError) keep(null);
  }, [query.isError]); // eslint-disable-line react-hooks/exhaustive-deps

  const refetch = useRef(query.refetch);
  refetch.current = query.refetch;
  const streamBase = useBrowserUrl()(base);
  const streaming = open && ticket !== null && thread !== null;
  useEffect(() => {
    if (!streaming || !ticket) return;
    // The stream is followed by hand for the reason in useChatStream; a visitor's token opens this one
    // conversation only, so EventSource may carry it in the URL.
    const source = new EventSource(`${streamBase}/${ticket.conversationId}/stream?token=${encodeURIComponent(ticket.token)}`);
    const reread = () => void refetch.current();
    source.addEventListener('message', reread);
    source.addEventListener('conversation', reread);
    return () => source.close();
  }, [streaming, ticket, streamBase]);

  const begin = (values: ChatVisitorStart) =>
    start.mutate({ url: base, method: 'post', values, successNotification: false }, { onSuccess: ({ data }) => keep(data) });
  const send = (text: string) =>
    new Promise<void>((resolve, reject) =>
      post.mutate(
        {
          url: `${base}/${ticket!.conversationId}/messages`,
          method: 'post',
          values: { text },
          config: { headers },
          successNotification: false,
        },
        {
          onSuccess: () => {
            void query.refetch();
            resolve();
          },
          onError: reject,
        },
      ),
    );
  const closed = thread?.conversation?.status === 'closed';

  return (
    <>
      <Drawer open={open} onClose={onClose} title={t('chat.title')} width={420} data-testid="chat-drawer">
        {ticket && thread ? (
          <>
            <ChatThreadView
              messages={thread.messages}
              mine="visitor"
              onSend={send}
              sending={post.mutation.isPending}
              closedNote={closed ? t('chat.closedForVisitor') : undefined}
            />
            {closed && (
              <Button style={{ marginTop: 12 }} onClick={() => keep(null)}>
                {t('chat.visitorStart.newChat')}
              </Button>
            )}
          </>
        ) : (
          <Form<ChatVisitorStart> layout="vertical" onFinish={begin} data-testid="chat-start">
            <Typography.Paragraph type="secondary">{t('chat.visitorStart.intro')}</Typography.Paragraph>
            <Form.Item name="name" label={t('chat.visitorStart.name')} rules={[{ required: true, whitespace: true, max: 64 }]}>
              <Input autoComplete="name" maxLength={64} />
            </Form.Item>
            <Form.Item name="email" label={t('chat.visitorStart.email')} rules={[{ required: true, type: 'email', max: 254 }]}>
              <Input autoComplete="email" maxLength={254} />
            </Form.Item>
            <Form.Item
              name="text"
              label={t('chat.visitorStart.message')}
              rules={[{ required: true, whitespace: true, max: CHAT_MESSAGE_MAX }]}
            >
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={CHAT_MESSAGE_MAX} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={start.mutation.isPending} block>
              {t('chat.visitorStart.start')}
            </Button>
          </Form>
        )}
      </Drawer>
    </>
  );
}
