// Reading conversations and messages as the API shows them (names joined, dates as ISO text).
import { and, asc, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ChatConversation, ChatMessage, chatFilterSchema } from '@/domain/schemas/chat';
import type { Db } from '../db/client';
import { agencies, chatConversations, chatMessages, users } from '../db/schema';
import { containing } from '../http/like';
import { orderBy } from '../http/list-sort';
import { pageWithTotal } from '../http/paged';

export const CHAT_SORT_FIELDS = ['lastMessageAt', 'createdAt', 'unreadForStaff', 'status'] as const;
export type ChatFilter = z.infer<typeof chatFilterSchema> & { _sort?: string; _order?: string };

/** How many messages a thread answers: the latest ones (a long history is not sent whole). */
export const THREAD_LENGTH = 200;

const assignee = alias(users, 'assignee');
const conversationColumns = {
  id: chatConversations.id,
  agencyId: chatConversations.agencyId,
  agencyName: agencies.name,
  visitorName: chatConversations.visitorName,
  visitorEmail: chatConversations.visitorEmail,
  assignedTo: chatConversations.assignedTo,
  assignedName: sql<string | null>`coalesce(${assignee.nickname}, ${assignee.username})`,
  status: chatConversations.status,
  unreadForStaff: chatConversations.unreadForStaff,
  unreadForClient: chatConversations.unreadForClient,
  createdAt: chatConversations.createdAt,
  lastMessageAt: chatConversations.lastMessageAt,
};
type ConversationRow = Omit<ChatConversation, 'createdAt' | 'lastMessageAt' | 'status'> & {
  status: string;
  createdAt: Date;
  lastMessageAt: Date;
};
const conversationView = (row: ConversationRow): ChatConversation => ({
  ...row,
  status: row.status as ChatConversation['status'],
  createdAt: row.createdAt.toISOString(),
  lastMessageAt: row.lastMessageAt.toISOString(),
});
const conversations = (db: Db) =>
  db
    .select(conversationColumns)
    .from(chatConversations)
    .leftJoin(agencies, eq(chatConversations.agencyId, agencies.id))
    .leftJoin(assignee, eq(chatConversations.assignedTo, assignee.id));

function where(q: ChatFilter): SQL | undefined {
  const words = q.q_like ? containing(q.q_like) : undefined;
  return and(
    q.status ? eq(chatConversations.status, q.status) : undefined,
    q.unread === 'true'
      ? gt(chatConversations.unreadForStaff, 0)
      : q.unread === 'false'
        ? eq(chatConversations.unreadForStaff, 0)
        : undefined,
    q.assignedTo ? eq(chatConversations.assignedTo, q.assignedTo) : undefined,
    words
      ? or(ilike(agencies.name, words), ilike(chatConversations.visitorName, words), ilike(chatConversations.visitorEmail, words))
      : undefined,
  );
}

export async function listConversations(
  db: Db,
  q: ChatFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ChatConversation[]; total: number }> {
  const filter = where(q);
  const sortable = {
    lastMessageAt: chatConversations.lastMessageAt,
    createdAt: chatConversations.createdAt,
    unreadForStaff: chatConversations.unreadForStaff,
    status: chatConversations.status,
  };
  const { rows, total } = await pageWithTotal(
    conversations(db)
      .where(filter)
      .orderBy(...orderBy(q, sortable, [desc(chatConversations.lastMessageAt)], chatConversations.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(chatConversations)
      .leftJoin(agencies, eq(chatConversations.agencyId, agencies.id))
      .where(filter),
  );
  return { rows: (rows as ConversationRow[]).map(conversationView), total };
}

export async function findConversation(db: Db, id: number): Promise<ChatConversation | null> {
  const [row] = await conversations(db).where(eq(chatConversations.id, id));
  return row ? conversationView(row as ConversationRow) : null;
}

const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  authorKind: chatMessages.authorKind,
  authorName: sql<string | null>`coalesce(${users.nickname}, ${users.username})`,
  text: chatMessages.text,
  createdAt: chatMessages.createdAt,
};
type MessageRow = Omit<ChatMessage, 'createdAt' | 'authorKind'> & { authorKind: string; createdAt: Date };
const messageView = (row: MessageRow): ChatMessage => ({
  ...row,
  authorKind: row.authorKind as ChatMessage['authorKind'],
  createdAt: row.createdAt.toISOString(),
});

/** The latest messages of a conversation, oldest first. */
export async function threadMessages(db: Db, conversationId: number): Promise<ChatMessage[]> {
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(chatMessages.authorId, users.id))
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.id))
    .limit(THREAD_LENGTH);
  return (rows as MessageRow[]).map(messageView).reverse();
}

/** Messages after `afterId`, oldest first: of one conversation, or of all (the staff stream). */
export async function messagesAfter(db: Db, afterId: number, conversationId?: number): Promise<ChatMessage[]> {
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(chatMessages.authorId, users.id))
    .where(and(gt(chatMessages.id, afterId), conversationId ? eq(chatMessages.conversationId, conversationId) : undefined))
    .orderBy(asc(chatMessages.id))
    .limit(THREAD_LENGTH);
  return (rows as MessageRow[]).map(messageView);
}

/** The newest message id (of one conversation, or of all): where a fresh stream starts. */
export async function lastMessageId(db: Db, conversationId?: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${chatMessages.id}), 0)`.mapWith(Number) })
    .from(chatMessages)
    .where(conversationId ? eq(chatMessages.conversationId, conversationId) : undefined);
  return row?.n ?? 0;
}
