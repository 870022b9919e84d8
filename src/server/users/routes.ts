// HTTP face of user administration: every logged-in user may read the users of its agency (the
// users page needs no role); changing them needs a SuperUser.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { envelopeOf } from '@/domain/schemas/common';
import {
  adminUserSchema,
  createdUserSchema,
  createUserSchema,
  updateUserSchema,
  USER_SORT_FIELDS,
  userListFilterSchema,
} from '@/domain/schemas/users';
import { identityOf } from '../access/guard-plugin';
import { noteAudit } from '../audit/audit';
import { REDACTED } from '../audit/field-changes';
import type { Db } from '../db/client';
import { pageOf } from '../http/list-query';
import { listQueryOf, setTotal } from '../http/list-sort';
import { idParamsSchema } from '../http/params';
import { ok } from '../http/reply';
import { assertNewPassword } from '../auth/new-password';
import { EXPORT_MAX_ROWS, exportBodyOf, sendXlsx } from '../http/xlsx';

/** What the users grid may export (its columns). */
const USER_EXPORT_COLUMNS = ['username', 'nickname', 'email', 'mobile', 'roles', 'status', 'createdAt'] as const;
import * as usersService from './service';

const tags = ['users'];
const security = [{ bearer: [] }];
const read = { access: { obj: 'api:users', act: 'read' } };
const write = { access: { obj: 'api:users', act: 'write' } };
const listQuery = listQueryOf(USER_SORT_FIELDS, userListFilterSchema);

export async function userRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: "Users of the caller's agency (paged, sorted, filtered)",
        querystring: listQuery,
        response: { 200: envelopeOf(z.array(adminUserSchema)) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await usersService.listUsers(db, identityOf(request), request.query, pageOf(request.query));
      setTotal(reply, total);
      return ok(rows);
    },
  );

  r.post(
    '/export',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Excel of the users matching the current filter',
        querystring: listQuery,
        body: exportBodyOf(USER_EXPORT_COLUMNS),
      },
    },
    async (request, reply) => {
      const { rows } = await usersService.listUsers(db, identityOf(request), request.query, { offset: 0, limit: EXPORT_MAX_ROWS });
      noteAudit(request, { action: 'user.export' });
      const cells = rows.map((u) => ({
        ...u,
        roles: u.roles.join(', '),
        mobile: u.mobile ? `+${u.areaCode} ${u.mobile}` : null,
        flightLimits: undefined,
      }));
      return sendXlsx(reply, request.body.filename ?? 'users', 'Users', request.body.columns, cells);
    },
  );

  r.post(
    '',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Create a user (without a password, one is generated and shown once)',
        body: createUserSchema,
        response: { 200: envelopeOf(createdUserSchema) },
      },
    },
    async (request) => {
      if (request.body.password !== undefined) await assertNewPassword(request.body.password, 'password', request.lang);
      const created = await usersService.createUser(db, identityOf(request), request.body);
      noteAudit(request, { action: 'user.create', target: created.user.username, changes: created.changes });
      return ok({ user: created.user, password: created.password });
    },
  );

  r.get(
    '/:id',
    {
      config: read,
      schema: { tags, security, summary: 'One user of the agency', params: idParamsSchema, response: { 200: envelopeOf(adminUserSchema) } },
    },
    async (request) => ok(await usersService.getUser(db, identityOf(request), request.params.id)),
  );

  r.put(
    '/:id',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Edit a user (the e-mail cannot change; inactive ends its sessions)',
        params: idParamsSchema,
        body: updateUserSchema,
        response: { 200: envelopeOf(adminUserSchema) },
      },
    },
    async (request) => {
      const { user, changes } = await usersService.updateUser(db, identityOf(request), request.params.id, request.body);
      noteAudit(request, { action: 'user.update', target: user.username, changes });
      return ok(user);
    },
  );

  r.delete(
    '/:id',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Delete a user for good (not yourself)',
        params: idParamsSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const removed = await usersService.deleteUser(db, identityOf(request), request.params.id);
      noteAudit(request, {
        action: 'user.delete',
        target: removed.username,
        changes: [{ field: 'username', before: removed.username, after: null }],
      });
      return ok(null);
    },
  );

  r.post(
    '/:id/password',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: "Reset a user's password (the new one is shown once)",
        params: idParamsSchema,
        response: { 200: envelopeOf(z.object({ username: text(), password: text() })) },
      },
    },
    async (request) => {
      const result = await usersService.resetUserPassword(db, identityOf(request), request.params.id);
      noteAudit(request, {
        action: 'user.password',
        target: result.username,
        changes: [{ field: 'password', before: REDACTED, after: REDACTED }],
      });
      return ok(result);
    },
  );
}
