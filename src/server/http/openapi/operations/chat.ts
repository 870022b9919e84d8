import { area, MEDIA } from '../operation-doc';

const STREAM =
  'Server-sent events: `message` (a new message, its id as the event id) and `conversation` (status, assignment or unread counts changed). Starts after `after` (the last message id the reader has) or the Last-Event-ID a reconnecting browser sends.';

export const chatOperations = {
  ...area('chat', {
    'GET /api/base/v2/chat/mine': [
      'getAgencyChat',
      "Get the agency's conversation",
      "The caller's agency conversation with platform staff (null before its first message) and its latest messages; staff replies count as read from now.",
    ],
    'POST /api/base/v2/chat/mine/messages': [
      'sendAgencyChatMessage',
      'Write to platform staff',
      "Adds a message (up to 2,000 characters, stored as text) to the agency's conversation, opening or reopening it.",
    ],
    'GET /api/base/v2/chat/mine/stream': [
      'streamAgencyChat',
      "Stream the agency's conversation",
      `${STREAM} While open, the agency user counts as present: staff replies are not e-mailed.`,
      [],
      [MEDIA.eventStream],
    ],
    'POST /api/base/v2/chat/visitor': [
      'startVisitorChat',
      'Start a conversation as a visitor',
      "The public site's chat; no login. Name, e-mail and a first message. Answers the conversation id and a token, the only key to it (send it as x-chat-token). Rate-limited per address (TOO_MANY_REQUESTS with retry-after).",
    ],
    'GET /api/base/v2/chat/visitor/:id': [
      'getVisitorChat',
      "Get a visitor's conversation",
      'The conversation and its messages when x-chat-token is its token; otherwise NOT_FOUND, as if it did not exist.',
    ],
    'POST /api/base/v2/chat/visitor/:id/messages': [
      'sendVisitorChatMessage',
      'Write as a visitor',
      "Adds a message to the visitor's conversation (x-chat-token). A closed conversation takes no more messages: the visitor starts a new one.",
      ['CHAT_CLOSED'],
    ],
    'GET /api/base/v2/chat/visitor/:id/stream': [
      'streamVisitorChat',
      "Stream a visitor's conversation",
      `${STREAM} The token is the \`token\` query parameter (an EventSource cannot send headers).`,
      [],
      [MEDIA.eventStream],
    ],
    'GET /api/base/v2/chat/conversations': [
      'listChatConversations',
      'List conversations',
      'Platform staff: every conversation, latest message first, filtered by status, unread, assignee and text (agency, visitor name or e-mail); paged with _start/_end, the total in x-total-count.',
    ],
    'GET /api/base/v2/chat/conversations/:id': [
      'getChatConversation',
      'Get a conversation',
      "One conversation and its latest messages; the agency's or visitor's messages count as read by staff from now.",
    ],
    'POST /api/base/v2/chat/conversations/:id/messages': [
      'answerChatConversation',
      'Answer a conversation',
      'Adds a staff message. When the agency user or visitor has no stream open, the first unread reply is e-mailed to them.',
      ['CHAT_CLOSED'],
    ],
    'PATCH /api/base/v2/chat/conversations/:id': [
      'updateChatConversation',
      'Assign, close or reopen a conversation',
      'Sets the status (open, closed) or the assignee (a member of the platform staff, or null).',
    ],
    'GET /api/base/v2/chat/stream': ['streamChatInbox', 'Stream the inbox', STREAM, [], [MEDIA.eventStream]],
  }),
};
