// Live chat. An agency's users talk with platform staff through the console's chat widget (no page
// of its own); staff answer every conversation from their chat inbox.
import { defineResource } from './define';

/** The agency's one conversation: read (list), written to (send), followed live (stream). */
export const agencyChat = defineResource({
  name: 'agency-chat',
  api: { path: 'base/v2/chat/mine', object: 'api:chat', actions: { send: 'write' } },
  access: { pages: 'casbin' },
  labelKey: 'chat.title',
  hideInMenu: true,
});

export const chatInbox = defineResource({
  name: 'chat-inbox',
  api: { path: 'base/v2/chat/conversations', object: 'api:chat-desk', actions: { reply: 'write', assign: 'write', close: 'write' } },
  pages: { list: '/chat-inbox' },
  access: { pages: 'casbin' },
  labelKey: 'menu.chatInbox',
  parent: 'agency',
  icon: 'MessageOutlined',
});
