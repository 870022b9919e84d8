// HTTP face of live chat, mounted under /api/base/v2/chat: an agency user's conversation (/mine),
// a site visitor's (/visitor, by id and token), and the staff inbox (/conversations), each with a
// server-sent event stream.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_TOKEN_HEADER,
  chatConversationSchema,
  chatConversationUpdateSchema,
  chatFilterSchema,
  chatMessageInputSchema,
  chatMessageSchema,
  chatThreadSchema,
  chatVisitorStartSchema,
  chatVisitorTicketSchema,
} from '@/domain/schemas/chat';
import { envelopeOf } from '@/domain/schemas/common';
import { text } from '@/domain/schemas/text';
import { identityOf } from '../access/guard-plugin';
import { noteAudit } from '../audit/audit';
import { fieldChanges } from '../audit/field-changes';
import { ApiError } from '../http/api-error';
import { pageOf } from '../http/list-query';
import { listQueryOf, setTotal } from '../http/list-sort';
import { idParamsSchema } from '../http/params';
import { ok } from '../http/reply';
import { CHAT_SORT_FIELDS, findConversation, lastMessageId, listConversations, messagesAfter } from './queries';
import {
  agencyConversationId,
  agencyThread,
  clientStreamAlive,
  clientStreamClosed,
  clientStreamOpened,
  markRead,
  postAsAgency,
  postAsStaff,
  postAsVisitor,
  startAsVisitor,
  staffThread,
  updateConversation,
  visitorConversation,
  visitorThread,
  type ChatContext,
} from './service';
import { createStreamHub, resumeFrom, type StreamSource } from './stream';

export interface ChatRouteOptions extends Omit<ChatContext, 'log'> {
  /** How often an open stream says it is alive (and renews the reader's presence). */
  heartbeatMs?: number;
}

const tags = ['chat'];
const security = [{ bearer: [] }];
const agencyRead = { access: { obj: 'api:chat', act: 'read' } };
const agencyWrite = { access: { obj: 'api:chat', act: 'write' } };
const staffRead = { access: { obj: 'api:chat-desk', act: 'read' } };
const staffWrite = { access: { obj: 'api:chat-desk', act: 'write' } };
const listQuery = listQueryOf(CHAT_SORT_FIELDS, chatFilterSchema);
const cursorQuery = z.object({ after: z.coerce.number().int().min(0).max(2_147_483_647).optional() });
const visitorStreamQuery = cursorQuery.extend({ token: text().max(64) });
const CHANGED_FIELDS = ['status', 'assignedTo'] as const;
const HEARTBEAT_MS = 15_000;

const tokenOf = (request: FastifyRequest) => {
  const value = request.headers[CHAT_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
};

export async function chatRoutes(app: FastifyInstance, options: ChatRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx: ChatContext = { db: options.db, mailer: options.mailer, bus: options.bus, log: app.log };
  const { db } = options;
  const hub = createStreamHub(options.bus, options.heartbeatMs ?? HEARTBEAT_MS);
  // Open streams would hold the server's close forever.
  app.addHook('preClose', async () => hub.endAll());

  /** A client's stream on its conversation: staff replies it delivers are read, and it counts as presence. */
  async function clientSource(conversationId: number, after: number | undefined): Promise<StreamSource> {
    await clientStreamOpened(db, conversationId);
    return {
      conversationId,
      after: after ?? (await lastMessageId(db, conversationId)),
      newMessages: (from) => messagesAfter(db, from, conversationId),
      conversation: (id) => findConversation(db, id),
      delivered: async (messages) => {
        if (messages.some((m) => m.authorKind === 'staff')) await markRead(ctx, conversationId, 'client', false);
      },
      heartbeat: () => clientStreamAlive(db, conversationId),
      closed: () => clientStreamClosed(db, conversationId),
    };
  }

  // --- An agency user: the agency's conversation -------------------------------------------------
  r.get(
    '/mine',
    {
      config: agencyRead,
      schema: {
        tags,
        security,
        summary: "The caller's agency conversation with its messages",
        response: { 200: envelopeOf(chatThreadSchema) },
      },
    },
    async (request) => ok(await agencyThread(ctx, identityOf(request))),
  );

  r.post(
    '/mine/messages',
    {
      config: agencyWrite,
      schema: {
        tags,
        security,
        summary: 'Write to platform staff',
        body: chatMessageInputSchema,
        response: { 200: envelopeOf(chatMessageSchema) },
      },
    },
    async (request) => {
      const message = await postAsAgency(ctx, identityOf(request), request.body.text, request.lang);
      noteAudit(request, { action: 'chat.message', target: String(message.conversationId) });
      return ok(message);
    },
  );

  r.get(
    '/mine/stream',
    {
      config: agencyRead,
      schema: { tags, security, summary: "Live messages of the caller's agency conversation", querystring: cursorQuery },
    },
    async (request, reply) => {
      const id = await agencyConversationId(db, identityOf(request).agency.id);
      if (!id) throw new ApiError('NOT_FOUND');
      await hub.open(request, reply, await clientSource(id, resumeFrom(request, request.query.after)));
    },
  );

  // --- A visitor of the public site ---------------------------------------------------------------
  r.post(
    '/visitor',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Start a conversation as a visitor',
        body: chatVisitorStartSchema,
        response: { 200: envelopeOf(chatVisitorTicketSchema) },
      },
    },
    async (request) => ok(await startAsVisitor(ctx, request.body, request.lang)),
  );

  r.get(
    '/visitor/:id',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A visitor's conversation (its token in x-chat-token)",
        params: idParamsSchema,
        response: { 200: envelopeOf(chatThreadSchema) },
      },
    },
    async (request) => ok(await visitorThread(ctx, request.params.id, tokenOf(request))),
  );

  r.post(
    '/visitor/:id/messages',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Write as a visitor (token in x-chat-token)',
        params: idParamsSchema,
        body: chatMessageInputSchema,
        response: { 200: envelopeOf(chatMessageSchema) },
      },
    },
    async (request) => ok(await postAsVisitor(ctx, request.params.id, tokenOf(request), request.body.text)),
  );

  r.get(
    '/visitor/:id/stream',
    {
      config: { public: true },
      // EventSource cannot send a header: the token comes in the query.
      schema: { tags, summary: "Live messages of a visitor's conversation", params: idParamsSchema, querystring: visitorStreamQuery },
    },
    async (request, reply) => {
      const conversation = await visitorConversation(ctx, request.params.id, request.query.token);
      await hub.open(request, reply, await clientSource(conversation.id, resumeFrom(request, request.query.after)));
    },
  );

  // --- Platform staff: the inbox ------------------------------------------------------------------
  r.get(
    '/conversations',
    {
      config: staffRead,
      schema: {
        tags,
        security,
        summary: 'The chat inbox (paged, sorted, filtered)',
        querystring: listQuery,
        response: { 200: envelopeOf(z.array(chatConversationSchema)) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listConversations(db, request.query, pageOf(request.query));
      setTotal(reply, total);
      return ok(rows);
    },
  );

  r.get(
    '/conversations/:id',
    {
      config: staffRead,
      schema: {
        tags,
        security,
        summary: 'One conversation with its messages (read by staff from now)',
        params: idParamsSchema,
        response: { 200: envelopeOf(chatThreadSchema) },
      },
    },
    async (request) => ok(await staffThread(ctx, request.params.id)),
  );

  r.post(
    '/conversations/:id/messages',
    {
      config: staffWrite,
      schema: {
        tags,
        security,
        summary: 'Answer a conversation',
        params: idParamsSchema,
        body: chatMessageInputSchema,
        response: { 200: envelopeOf(chatMessageSchema) },
      },
    },
    async (request) => {
      const message = await postAsStaff(ctx, request.params.id, identityOf(request).user.id, request.body.text);
      noteAudit(request, { action: 'chat.reply', target: String(request.params.id) });
      return ok(message);
    },
  );

  r.patch(
    '/conversations/:id',
    {
      config: staffWrite,
      schema: {
        tags,
        security,
        summary: 'Assign, close or reopen a conversation',
        params: idParamsSchema,
        body: chatConversationUpdateSchema,
        response: { 200: envelopeOf(chatConversationSchema) },
      },
    },
    async (request) => {
      const { before, after } = await updateConversation(ctx, request.params.id, request.body, request.lang);
      noteAudit(request, { action: 'chat.update', target: String(after.id), changes: fieldChanges(before, after, CHANGED_FIELDS) });
      return ok(after);
    },
  );

  r.get(
    '/stream',
    {
      config: staffRead,
      schema: { tags, security, summary: 'Live messages and conversation changes of the whole inbox', querystring: cursorQuery },
    },
    async (request, reply) => {
      const after = resumeFrom(request, request.query.after) ?? (await lastMessageId(db));
      await hub.open(request, reply, {
        after,
        newMessages: (from) => messagesAfter(db, from),
        conversation: (id) => findConversation(db, id),
      });
    },
  );
}
