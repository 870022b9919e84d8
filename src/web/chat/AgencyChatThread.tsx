// The agency's conversation inside the console's chat drawer, mounted only while the drawer is open:
// reading the thread marks staff replies read, and the open event stream tells the server the user is
// there (no e-mail for replies). Reads and writes go through Refine (custom read, custom mutation on the
// declared `agency-chat` resource). Its own module, loaded on first use: with the thread view, the stream
// reader and the chat schemas it was part of every console page's start.
import { useCustom } from '@refinedev/core';
import type { ChatMessage, ChatMessageInput, ChatThread } from '@/domain/schemas/chat';
import { useResourceAction } from '@/web/data/useResourceAction';
import { useServices } from '@/web/services';
import { ChatThreadView } from './ChatThreadView';
import { useChatStream } from './useChatStream';

export default function AgencyChatThread() {
  const { session } = useServices();
  const { call, isPending, urlOf } = useResourceAction<ChatMessage, ChatMessageInput>('agency-chat', { invalidates: [] });
  const { result, query } = useCustom<ChatThread>({ url: urlOf(), method: 'get' });
  const thread = query.isSuccess ? result.data : null;
  const token = session.token();
  useChatStream(
    thread?.conversation ? urlOf('stream') : null,
    token ? { authorization: `Bearer ${token}` } : {},
    () => void query.refetch(),
  );

  const send = async (text: string) => {
    const sent = await call({ path: ['messages'], values: { text } });
    if (!sent.ok) throw sent.error;
    void query.refetch();
  };

  return <ChatThreadView messages={thread?.messages ?? []} mine="agency" onSend={send} sending={isPending} />;
}
