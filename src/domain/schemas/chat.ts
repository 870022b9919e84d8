// Live chat: what agencies, visitors and platform staff send and read. Every message text is
// untrusted: bounded, free of control characters, stored and shown as text (never HTML).
import { z } from 'zod';
import { text } from '@/domain/schemas/text';

export const CHAT_STATUSES = ['open', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
export const CHAT_AUTHOR_KINDS = ['agency', 'visitor', 'staff'] as const;
export type ChatAuthorKind = (typeof CHAT_AUTHOR_KINDS)[number];

export const CHAT_MESSAGE_MAX = 2000;
/** Header of the visitor's token on the REST calls (the event stream, which cannot send headers, takes it as `token`). */
export const CHAT_TOKEN_HEADER = 'x-chat-token';
/** The public site's chat, under /api: no login, so no console resource (see the visitor widget). */
export const CHAT_VISITOR_PATH = 'base/v2/chat/visitor';

const id = z.number().int().positive().max(2_147_483_647);

export const chatMessageInputSchema = z.object({ text: text().trim().min(1).max(CHAT_MESSAGE_MAX) }).strict();
export type ChatMessageInput = z.infer<typeof chatMessageInputSchema>;

export const chatVisitorStartSchema = z
  .object({
    name: text().trim().min(1).max(64),
    email: z.email().max(254),
    text: text().trim().min(1).max(CHAT_MESSAGE_MAX),
  })
  .strict();
export type ChatVisitorStart = z.infer<typeof chatVisitorStartSchema>;

export const chatMessageSchema = z.object({
  id: z.number(),
  conversationId: z.number(),
  authorKind: z.enum(CHAT_AUTHOR_KINDS),
  /** The staff member or agency user who wrote it (null for a visitor). */
  authorName: text().nullable(),
  text: text(),
  createdAt: text(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  id: z.number(),
  agencyId: z.number().nullable(),
  agencyName: text().nullable(),
  visitorName: text().nullable(),
  visitorEmail: text().nullable(),
  assignedTo: z.number().nullable(),
  assignedName: text().nullable(),
  status: z.enum(CHAT_STATUSES),
  unreadForStaff: z.number(),
  unreadForClient: z.number(),
  createdAt: text(),
  lastMessageAt: text(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** A conversation with its messages (oldest first); null conversation: the agency has not written yet. */
export const chatThreadSchema = z.object({ conversation: chatConversationSchema.nullable(), messages: z.array(chatMessageSchema) });
export type ChatThread = z.infer<typeof chatThreadSchema>;

export const chatVisitorTicketSchema = z.object({ conversationId: z.number(), token: text() });

export const chatConversationUpdateSchema = z
  .object({
    status: z.enum(CHAT_STATUSES).optional(),
    assignedTo: id.nullable().optional(),
  })
  .strict();
export type ChatConversationUpdate = z.infer<typeof chatConversationUpdateSchema>;

export const chatFilterSchema = z.object({
  status: z.enum(CHAT_STATUSES).optional(),
  /** Only conversations with messages staff have not read. */
  unread: z.enum(['true', 'false']).optional(),
  assignedTo: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  q_like: text().trim().max(128).optional(),
});

/** What a live stream says: a new message, or a conversation whose state changed (assign, close, read). */
export type ChatStreamEvent = { type: 'message'; message: ChatMessage } | { type: 'conversation'; conversation: ChatConversation };
