// Conversations between platform staff and an agency or a visitor: who may open, read and write
// which conversation, the unread counters of each side, and the e-mail that tells the other side
// of a staff reply when nobody has the conversation open.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  ChatAuthorKind,
  ChatConversation,
  ChatConversationUpdate,
  ChatMessage,
  ChatThread,
  ChatVisitorStart,
} from '@/domain/schemas/chat';
import type { Language } from '@/domain/schemas/common';
import type { Db } from '../db/client';
import { chatConversations, chatMessages, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { translate } from '../http/i18n';
import type { Mailer } from '../mail/mailer';
import type { Identity } from '../auth/identity';
import type { ChatBus } from './bus';
import { findConversation, messagesAfter, threadMessages } from './queries';

export interface ChatContext {
  db: Db;
  mailer: Mailer;
  bus: ChatBus;
  log: FastifyBaseLogger;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

async function thread(db: Db, conversation: ChatConversation | null): Promise<ChatThread> {
  return { conversation, messages: conversation ? await threadMessages(db, conversation.id) : [] };
}

/** The agency's one conversation (its whole history), read by one of its users. */
export async function agencyThread(ctx: ChatContext, identity: Identity): Promise<ChatThread> {
  const [row] = await ctx.db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.agencyId, identity.agency.id));
  if (!row) return thread(ctx.db, null);
  await markRead(ctx, row.id, 'client');
  return thread(ctx.db, await findConversation(ctx.db, row.id));
}

export async function agencyConversationId(db: Db, agencyId: number): Promise<number | null> {
  const [row] = await db.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.agencyId, agencyId));
  return row?.id ?? null;
}

/** An agency writes: its conversation is created on the first message and reopened if staff closed it. */
export async function postAsAgency(ctx: ChatContext, identity: Identity, text: string, language: Language): Promise<ChatMessage> {
  await ctx.db
    .insert(chatConversations)
    .values({ agencyId: identity.agency.id, language })
    .onConflictDoNothing({ target: chatConversations.agencyId, where: sql`${chatConversations.agencyId} IS NOT NULL` });
  const id = (await agencyConversationId(ctx.db, identity.agency.id))!;
  return addMessage(ctx, id, 'agency', identity.user.id, text, { status: 'open', clientUserId: identity.user.id });
}

/** A visitor starts a conversation: the answer's token is their only key to it. */
export async function startAsVisitor(
  ctx: ChatContext,
  input: ChatVisitorStart,
  language: Language,
): Promise<{ conversationId: number; token: string }> {
  const token = randomBytes(24).toString('base64url');
  const [row] = await ctx.db
    .insert(chatConversations)
    .values({ visitorName: input.name, visitorEmail: input.email, visitorTokenHash: hashOf(token), language })
    .returning({ id: chatConversations.id });
  await addMessage(ctx, row!.id, 'visitor', null, input.text, {});
  return { conversationId: row!.id, token };
}

/** The visitor's conversation if the token is its own; otherwise it does not exist for them. */
export async function visitorConversation(ctx: ChatContext, id: number, token: string | undefined): Promise<ChatConversation> {
  const [row] = token
    ? await ctx.db
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(and(eq(chatConversations.id, id), eq(chatConversations.visitorTokenHash, hashOf(token))))
    : [];
  const found = row ? await findConversation(ctx.db, row.id) : null;
  if (!found) throw new ApiError('NOT_FOUND');
  return found;
}

export async function visitorThread(ctx: ChatContext, id: number, token: string | undefined): Promise<ChatThread> {
  await visitorConversation(ctx, id, token);
  await markRead(ctx, id, 'client');
  return thread(ctx.db, await findConversation(ctx.db, id));
}

/** A closed visitor conversation is over: the visitor starts a new one (they have no history to keep). */
export async function postAsVisitor(ctx: ChatContext, id: number, token: string | undefined, text: string): Promise<ChatMessage> {
  const conversation = await visitorConversation(ctx, id, token);
  if (conversation.status === 'closed') throw new ApiError('CHAT_CLOSED');
  return addMessage(ctx, id, 'visitor', null, text, {});
}

export async function staffThread(ctx: ChatContext, id: number): Promise<ChatThread> {
  if (!(await findConversation(ctx.db, id))) throw new ApiError('NOT_FOUND');
  await markRead(ctx, id, 'staff');
  return thread(ctx.db, await findConversation(ctx.db, id));
}

/** Staff answer an open conversation; the other side is e-mailed if nobody has it open. */
export async function postAsStaff(ctx: ChatContext, id: number, staffId: number, text: string): Promise<ChatMessage> {
  const conversation = await findConversation(ctx.db, id);
  if (!conversation) throw new ApiError('NOT_FOUND');
  if (conversation.status === 'closed') throw new ApiError('CHAT_CLOSED');
  // Staff writing in a conversation have read it.
  await markRead(ctx, id, 'staff', false);
  const message = await addMessage(ctx, id, 'staff', staffId, text, {});
  await tellIfAway(ctx, id, message, conversation.unreadForClient === 0).catch((error: unknown) =>
    // The reply is stored and shown next time they look; the outbox keeps the failed mail.
    ctx.log.error({ err: error, conversation: id }, 'chat reply e-mail failed'),
  );
  return message;
}

export async function updateConversation(
  ctx: ChatContext,
  id: number,
  change: ChatConversationUpdate,
  language: Language,
): Promise<{ before: ChatConversation; after: ChatConversation }> {
  const before = await findConversation(ctx.db, id);
  if (!before) throw new ApiError('NOT_FOUND');
  if (change.assignedTo) {
    const [staff] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, change.assignedTo), eq(users.isPlatformStaff, true)));
    if (!staff)
      throw new ApiError('VALIDATION', { fields: 'assignedTo' }, [
        { field: 'assignedTo', message: translate(language, 'field.chatAssignee') },
      ]);
  }
  await ctx.db
    .update(chatConversations)
    .set({
      ...(change.status !== undefined ? { status: change.status } : {}),
      ...(change.assignedTo !== undefined ? { assignedTo: change.assignedTo } : {}),
      updatedAt: new Date(),
    })
    .where(eq(chatConversations.id, id));
  await ctx.bus.publish({ conversationId: id, kind: 'conversation' });
  return { before, after: (await findConversation(ctx.db, id))! };
}

/** Stores a message and counts it unread for the side that did not write it. */
async function addMessage(
  ctx: ChatContext,
  conversationId: number,
  kind: ChatAuthorKind,
  authorId: number | null,
  text: string,
  conversation: { status?: 'open'; clientUserId?: number },
): Promise<ChatMessage> {
  const fromStaff = kind === 'staff';
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatMessages)
      .values({ conversationId, authorKind: kind, authorId, text })
      .returning({ id: chatMessages.id });
    await tx
      .update(chatConversations)
      .set({
        ...conversation,
        ...(fromStaff
          ? { unreadForClient: sql`${chatConversations.unreadForClient} + 1` }
          : { unreadForStaff: sql`${chatConversations.unreadForStaff} + 1` }),
        lastMessageAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(chatConversations.id, conversationId));
    return row!.id;
  });
  await ctx.bus.publish({ conversationId, kind: 'message' });
  const [message] = await messagesAfter(ctx.db, id - 1, conversationId);
  return message!;
}

/** One side has read everything so far; the others' streams hear the counters change. */
export async function markRead(ctx: ChatContext, id: number, side: 'staff' | 'client', announce = true): Promise<void> {
  const column = side === 'staff' ? chatConversations.unreadForStaff : chatConversations.unreadForClient;
  const changed = await ctx.db
    .update(chatConversations)
    .set(side === 'staff' ? { unreadForStaff: 0 } : { unreadForClient: 0 })
    .where(and(eq(chatConversations.id, id), gt(column, 0)))
    .returning({ id: chatConversations.id });
  if (changed.length > 0 && announce) await ctx.bus.publish({ conversationId: id, kind: 'conversation' });
}

/** How long an open stream counts as "there" after its last sign of life (its heartbeat renews it). */
export const PRESENCE_MS = 45_000;

/** A client stream opened or closed on this server. Presence is in the database, so every server sees it. */
export async function clientStreamOpened(db: Db, id: number): Promise<void> {
  await db
    .update(chatConversations)
    .set({
      clientStreams: sql`${chatConversations.clientStreams} + 1`,
      clientPresentUntil: sql`now() + ${`${PRESENCE_MS} milliseconds`}::interval`,
    })
    .where(eq(chatConversations.id, id));
}
export async function clientStreamAlive(db: Db, id: number): Promise<void> {
  await db
    .update(chatConversations)
    .set({ clientPresentUntil: sql`now() + ${`${PRESENCE_MS} milliseconds`}::interval` })
    .where(eq(chatConversations.id, id));
}
export async function clientStreamClosed(db: Db, id: number): Promise<void> {
  await db
    .update(chatConversations)
    .set({ clientStreams: sql`greatest(${chatConversations.clientStreams} - 1, 0)` })
    .where(eq(chatConversations.id, id));
}

/**
 * E-mails the visitor, or the agency user who wrote last, about a staff reply when no stream of
 * theirs is open. Only the first unread reply is mailed: a burst of answers is one e-mail.
 */
async function tellIfAway(ctx: ChatContext, id: number, message: ChatMessage, firstUnread: boolean): Promise<void> {
  if (!firstUnread) return;
  const [row] = await ctx.db
    .select({
      present: sql<boolean>`${chatConversations.clientStreams} > 0 AND ${chatConversations.clientPresentUntil} > now()`,
      visitorEmail: chatConversations.visitorEmail,
      visitorName: chatConversations.visitorName,
      language: chatConversations.language,
      userEmail: users.email,
      userName: sql<string | null>`coalesce(${users.nickname}, ${users.username})`,
      userConfig: users.config,
    })
    .from(chatConversations)
    .leftJoin(users, eq(chatConversations.clientUserId, users.id))
    .where(eq(chatConversations.id, id));
  if (!row || row.present) return;
  const to = row.visitorEmail ?? row.userEmail;
  if (!to) return;
  const language = ((row.visitorEmail ? null : row.userConfig?.language) ?? row.language) as Language;
  const vars = { name: oneLine(row.visitorName ?? row.userName ?? ''), staff: oneLine(message.authorName ?? ''), text: message.text };
  await ctx.mailer.send({
    to,
    subject: translate(language, 'mail.chatReply.subject', vars),
    text: translate(language, 'mail.chatReply.body', vars),
  });
}

/** Header lines cannot carry a line break from what someone typed. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
