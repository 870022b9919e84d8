// Live chat between the platform's staff and the people they serve: an agency (one conversation per
// agency, its history kept) or a visitor of the public site (a name, an e-mail and a secret token).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { agencies, users } from './foundation';

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    /** The agency talking (its users are known); null for a visitor. */
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    visitorName: varchar('visitor_name', { length: 64 }),
    visitorEmail: varchar('visitor_email', { length: 254 }),
    /** SHA-256 of the visitor's token: the token itself is only ever in the visitor's browser. */
    visitorTokenHash: varchar('visitor_token_hash', { length: 64 }),
    /** The agency user who wrote last: the one told by e-mail when staff reply while they are away. */
    clientUserId: integer('client_user_id').references(() => users.id, { onDelete: 'set null' }),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 8 }).notNull().default('open'),
    unreadForStaff: integer('unread_for_staff').notNull().default(0),
    unreadForClient: integer('unread_for_client').notNull().default(0),
    /** Open client streams (all servers) and until when they count: a crashed server's count expires. */
    clientStreams: integer('client_streams').notNull().default(0),
    clientPresentUntil: timestamp('client_present_until', { withTimezone: true }),
    language: varchar('language', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_agency_uq')
      .on(t.agencyId)
      .where(sql`${t.agencyId} IS NOT NULL`),
    index('chat_conversations_inbox_idx').on(t.status, t.lastMessageAt),
    check('chat_conversations_status_ck', sql`${t.status} IN ('open', 'closed')`),
    check('chat_conversations_party_ck', sql`(${t.agencyId} IS NULL) <> (${t.visitorTokenHash} IS NULL)`),
    check('chat_conversations_unread_ck', sql`${t.unreadForStaff} >= 0 AND ${t.unreadForClient} >= 0 AND ${t.clientStreams} >= 0`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    authorKind: varchar('author_kind', { length: 8 }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Untrusted text, stored and shown as text; never HTML. */
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    check('chat_messages_author_ck', sql`${t.authorKind} IN ('agency', 'visitor', 'staff')`),
    check('chat_messages_text_ck', sql`char_length(${t.text}) BETWEEN 1 AND 2000`),
  ],
);
