// Live chat between platform staff and agencies or site visitors: an exchange with its unread
// counts, who may read which conversation, closing and assigning, untrusted text kept as text, the
// e-mail sent when staff reply to someone who is away (through a real SMTP exchange), and a message
// stored by one server reaching an event stream held by another server on the same database.
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatConversation, ChatMessage, ChatThread } from '@/domain/schemas/chat';
import { buildApp } from '@/server/app';
import { openDatabase, type Database } from '@/server/db/client';
import { chatConversations, users } from '@/server/db/schema';
import { openEventStream } from './support/event-stream';
import { bearer, startTestApp, type TestApp } from './support/harness';
import { startLocalSmtp, type LocalSmtp } from './support/local-smtp';

let smtp: LocalSmtp;
let t: TestApp;
/** The other server: its own app (and, on PostgreSQL, its own pool and LISTEN connection). */
let other: { app: FastifyInstance; url: string; database: Database | null };
let ops: string;
let kowloon: string;
let admin: string;
const CHAT = '/api/base/v2/chat';
const START_PER_ADDRESS = 3;

beforeAll(async () => {
  smtp = await startLocalSmtp();
  t = await startTestApp({
    smtp: smtp.config,
    rateLimits: {
      limits: { chatStart: { perCaller: START_PER_ADDRESS, perAddress: START_PER_ADDRESS }, login: { perCaller: 1000, perAddress: 1000 } },
    },
  });
  const database = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 4 }) : null;
  const app = await buildApp({ db: database?.db ?? t.database.db, smtp: smtp.config, chat: { heartbeatMs: 200 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  other = { app, database, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
  [ops, kowloon, admin] = [await t.login('harbour.ops'), await t.login('kowloon.super'), await t.login('admin')];
}, 120_000);
afterAll(async () => {
  await other?.app.close();
  await other?.database?.close();
  await t?.close();
  await smtp?.close();
});

let nextAddress = 10;
const fromNewAddress = () => `203.0.113.${nextAddress++}`;
const mine = (token: string) => t.call<ChatThread>({ method: 'GET', url: `${CHAT}/mine`, headers: bearer(token) });
const write = (token: string, text: string) =>
  t.call<ChatMessage>({ method: 'POST', url: `${CHAT}/mine/messages`, headers: bearer(token), payload: { text } });
const staffView = (id: number) => t.call<ChatThread>({ method: 'GET', url: `${CHAT}/conversations/${id}`, headers: bearer(admin) });
const reply = (id: number, text: string) =>
  t.call<ChatMessage>({ method: 'POST', url: `${CHAT}/conversations/${id}/messages`, headers: bearer(admin), payload: { text } });
const change = (id: number, payload: Record<string, unknown>, lang = 'en') =>
  t.call<ChatConversation>({
    method: 'PATCH',
    url: `${CHAT}/conversations/${id}`,
    headers: { ...bearer(admin), 'accept-language': lang },
    payload,
  });
const inboxRow = async (id: number) => {
  const res = await t.call<ChatConversation[]>({ method: 'GET', url: `${CHAT}/conversations?_start=0&_end=100`, headers: bearer(admin) });
  return res.body.data.find((c) => c.id === id);
};
const startVisitor = (payload: Record<string, unknown>, address = fromNewAddress()) =>
  t.call<{ conversationId: number; token: string }>({ method: 'POST', url: `${CHAT}/visitor`, remoteAddress: address, payload });
const visitorView = (id: number, token?: string) =>
  t.call<ChatThread>({ method: 'GET', url: `${CHAT}/visitor/${id}`, headers: token ? { 'x-chat-token': token } : {} });
const mailsTo = (address: string) => smtp.inbox.filter((m) => m.to === address);
/** Presence is counted in the database: wait until the closed stream is no longer counted. */
const streamsOf = async (id: number) =>
  (await t.database.db.select({ n: chatConversations.clientStreams }).from(chatConversations).where(eq(chatConversations.id, id)))[0]!.n;

describe('an agency and platform staff', () => {
  let conversationId: number;

  it('opens the agency conversation with its first message, counted unread for staff until they read it', async () => {
    expect((await mine(ops)).body.data).toEqual({ conversation: null, messages: [] });
    const sent = await write(ops, 'Can we get group fares to Osaka?');
    expect(sent.body.code).toBe(0);
    conversationId = sent.body.data.conversationId;
    expect(sent.body.data).toMatchObject({
      authorKind: 'agency',
      authorName: 'Harbour Operator',
      text: 'Can we get group fares to Osaka?',
    });
    expect(await inboxRow(conversationId)).toMatchObject({
      agencyName: expect.any(String),
      visitorName: null,
      status: 'open',
      unreadForStaff: 1,
      unreadForClient: 0,
    });
    const read = await staffView(conversationId);
    expect(read.body.data.messages.map((m) => m.text)).toEqual(['Can we get group fares to Osaka?']);
    expect((await inboxRow(conversationId))?.unreadForStaff).toBe(0);
  });

  it("e-mails the agency user a staff reply while they are away, once for a burst, and counts it unread on the agency's side", async () => {
    const before = mailsTo('harbour.ops@tessera.example').length;
    expect((await reply(conversationId, 'Yes: ten or more passengers.')).body.data).toMatchObject({
      authorKind: 'staff',
      authorName: 'Platform Admin',
    });
    expect((await reply(conversationId, 'Send us the dates.')).body.code).toBe(0);
    const mails = mailsTo('harbour.ops@tessera.example').slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('Platform staff answered your message');
    expect(mails[0]!.raw).toContain('Yes: ten or more passengers.');
    const thread = await mine(ops);
    expect(thread.body.data.messages.map((m) => m.authorKind)).toEqual(['agency', 'staff', 'staff']);
    // Reading the thread is what the widget does: the replies are read now.
    expect(thread.body.data.conversation?.unreadForClient).toBe(0);
    expect((await inboxRow(conversationId))?.unreadForClient).toBe(0);
  });

  it("does not let another agency or an agency user reach anyone else's conversation", async () => {
    expect((await mine(kowloon)).body.data.conversation).toBeNull();
    const kowloonMessage = await write(kowloon, 'Hello from Kowloon');
    expect(kowloonMessage.body.data.conversationId).not.toBe(conversationId);
    expect((await mine(kowloon)).body.data.messages.map((m) => m.text)).toEqual(['Hello from Kowloon']);
    const staffRead = await t.call({ method: 'GET', url: `${CHAT}/conversations/${conversationId}`, headers: bearer(kowloon) });
    expect(staffRead.status).toBe(403);
    const staffWrite = await t.call({
      method: 'POST',
      url: `${CHAT}/conversations/${conversationId}/messages`,
      headers: bearer(ops),
      payload: { text: 'x' },
    });
    expect(staffWrite.status).toBe(403);
    // Staff are not an agency: they answer from the inbox, not from an agency conversation.
    expect((await mine(admin)).status).toBe(403);
  });

  it('assigns to a member of the staff only, closes, and reopens when the agency writes again', async () => {
    const [staff] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const [agencyUser] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'harbour.ops'));
    const refused = await change(conversationId, { assignedTo: agencyUser!.id }, 'zh-cn');
    expect([refused.status, (refused.body.data as unknown as { fields: unknown[] }).fields]).toEqual([
      400,
      [{ field: 'assignedTo', message: '必须是平台工作人员' }],
    ]);
    expect((await change(conversationId, { assignedTo: staff!.id })).body.data).toMatchObject({
      assignedTo: staff!.id,
      assignedName: 'Platform Admin',
    });
    expect((await change(conversationId, { status: 'closed' })).body.data.status).toBe('closed');
    const closedReply = await reply(conversationId, 'Anything else?');
    expect([closedReply.status, closedReply.body.message]).toEqual([409, 'This conversation is closed. Please start a new one.']);
    const filtered = await t.call<ChatConversation[]>({
      method: 'GET',
      url: `${CHAT}/conversations?status=closed&assignedTo=${staff!.id}`,
      headers: bearer(admin),
    });
    expect(filtered.body.data.map((c) => c.id)).toEqual([conversationId]);
    expect((await write(ops, 'One more question')).body.code).toBe(0);
    expect(await inboxRow(conversationId)).toMatchObject({ status: 'open', unreadForStaff: 1 });
    const unread = await t.call<ChatConversation[]>({ method: 'GET', url: `${CHAT}/conversations?unread=true`, headers: bearer(admin) });
    expect(unread.body.data.map((c) => c.id)).toContain(conversationId);
  });

  it('keeps message text as text, bounded to 2,000 characters', async () => {
    const markup = '<img src=x onerror="alert(1)"> & <b>bold</b>';
    expect((await write(ops, markup)).body.data.text).toBe(markup);
    expect((await write(ops, 'x'.repeat(2001))).status).toBe(400);
    expect((await write(ops, 'bell\u0007')).status).toBe(400);
    expect((await write(ops, '   ')).status).toBe(400);
  });
});

describe('visitors of the public site', () => {
  const visitor = { name: 'Ana Souza', email: 'ana@viagens.test', text: 'Do you serve agencies in Brazil?' };

  it('gives each visitor a token to their own conversation only', async () => {
    const first = await startVisitor(visitor);
    const second = await startVisitor({ ...visitor, name: 'Rui', email: 'rui@viagens.test' });
    expect(first.body.data.token).toMatch(/^[\w-]{32}$/);
    const { conversationId: a, token } = first.body.data;
    const b = second.body.data.conversationId;
    expect((await visitorView(a, token)).body.data.messages.map((m) => m.text)).toEqual([visitor.text]);
    // Another visitor's conversation does not exist for this token, nor without one.
    expect((await visitorView(b, token)).status).toBe(404);
    expect((await visitorView(a)).status).toBe(404);
    expect((await visitorView(a, second.body.data.token)).status).toBe(404);
    const intrusion = await t.call({
      method: 'POST',
      url: `${CHAT}/visitor/${b}/messages`,
      headers: { 'x-chat-token': token },
      payload: { text: 'hi' },
    });
    expect(intrusion.status).toBe(404);
    const stream = await openEventStream(`${other.url}${CHAT}/visitor/${b}/stream?token=${token}`);
    expect(stream.status).toBe(404);
    expect(await inboxRow(a)).toMatchObject({
      visitorName: 'Ana Souza',
      visitorEmail: 'ana@viagens.test',
      agencyId: null,
      unreadForStaff: 1,
    });
  });

  it('refuses more messages once staff closed the conversation', async () => {
    const { conversationId, token } = (await startVisitor(visitor)).body.data;
    await change(conversationId, { status: 'closed' });
    const refused = await t.call({
      method: 'POST',
      url: `${CHAT}/visitor/${conversationId}/messages`,
      headers: { 'x-chat-token': token, 'accept-language': 'zh-tw' },
      payload: { text: 'still there?' },
    });
    expect([refused.status, refused.body.message]).toEqual([409, '此對話已關閉，請開始新的對話。']);
  });

  it('limits how many conversations one address starts', async () => {
    const address = fromNewAddress();
    const statuses = [];
    for (let i = 0; i <= START_PER_ADDRESS; i++) statuses.push((await startVisitor(visitor, address)).status);
    expect(statuses).toEqual([...Array<number>(START_PER_ADDRESS).fill(200), 429]);
  });

  it('delivers a staff reply live to the open stream without e-mail, and e-mails it once the visitor has left', async () => {
    const email = 'live@viagens.test';
    const { conversationId, token } = (await startVisitor({ ...visitor, email })).body.data;
    const stream = await openEventStream(`${other.url}${CHAT}/visitor/${conversationId}/stream?token=${token}`);
    expect(stream.status).toBe(200);
    await expect.poll(() => streamsOf(conversationId)).toBe(1);
    await reply(conversationId, 'Yes, we do.');
    const live = await stream.waitFor((e) => e.event === 'message' && (e.data as { message: ChatMessage }).message.text === 'Yes, we do.');
    expect((live.data as { message: ChatMessage }).message.authorKind).toBe('staff');
    expect(mailsTo(email)).toHaveLength(0);
    // Delivered to an open stream means read.
    await expect.poll(async () => (await inboxRow(conversationId))?.unreadForClient).toBe(0);

    stream.close();
    await expect.poll(() => streamsOf(conversationId)).toBe(0);
    await reply(conversationId, 'Are you still there?');
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0]!.raw).toContain('Are you still there?');
  });
});

describe('delivery across servers', () => {
  it('brings a message stored through one server to a stream opened on another, and the reply back', async () => {
    const [opsStream, staffStream] = await Promise.all([
      openEventStream(`${other.url}${CHAT}/mine/stream`, bearer(ops)),
      openEventStream(`${other.url}${CHAT}/stream`, bearer(admin)),
    ]);
    expect([opsStream.status, staffStream.status]).toEqual([200, 200]);
    const sent = await write(ops, 'Crossing servers');
    const atStaff = await staffStream.waitFor(
      (e) => e.event === 'message' && (e.data as { message: ChatMessage }).message.id === sent.body.data.id,
    );
    expect(atStaff.id).toBe(String(sent.body.data.id));
    const answer = await reply(sent.body.data.conversationId, 'Received on the other side');
    await opsStream.waitFor((e) => e.event === 'message' && (e.data as { message: ChatMessage }).message.id === answer.body.data.id);
    // The agency's own message reached its stream too (another tab of the same agency sees it).
    expect(opsStream.events.some((e) => (e.data as { message?: ChatMessage }).message?.id === sent.body.data.id)).toBe(true);
    // Assigning (or closing) shows in every staff inbox at once.
    await change(sent.body.data.conversationId, { assignedTo: null });
    await staffStream.waitFor(
      (e) => e.event === 'conversation' && (e.data as { conversation: ChatConversation }).conversation.id === sent.body.data.conversationId,
    );
    opsStream.close();
    staffStream.close();
  });

  it("refuses an agency's stream to staff and the staff stream to an agency", async () => {
    const [agencyOnStaff, staffOnAgency] = await Promise.all([
      openEventStream(`${other.url}${CHAT}/stream`, bearer(ops)),
      openEventStream(`${other.url}${CHAT}/mine/stream`, bearer(admin)),
    ]);
    expect([agencyOnStaff.status, staffOnAgency.status]).toEqual([403, 403]);
  });
});

// The database agrees with the counters the API shows.
it('never counts below zero', async () => {
  const rows = await t.database.db.execute(
    sql`SELECT count(*)::int AS n FROM chat_conversations WHERE unread_for_staff < 0 OR unread_for_client < 0 OR client_streams < 0`,
  );
  expect(JSON.stringify(rows)).toContain('"n":0');
});
