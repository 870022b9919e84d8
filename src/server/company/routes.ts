// Company profile (a SuperUser edits it): the caller's own agency's logo, address and
// company information. Every logged-in user may read it (the header shows the logo).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@/domain/schemas/common';
import {
  companyProfileSchema,
  logoUploadSchema,
  notifySecretIssuedSchema,
  updateCompanySchema,
  type CompanyProfile,
} from '@/domain/schemas/company';
import { identityOf } from '../access/guard-plugin';
import { noteAudit } from '../audit/audit';
import { fieldChanges } from '../audit/field-changes';
import type { Db } from '../db/client';
import { agencies } from '../db/schema';
import type { AgencyRow } from '@/server/db/rows';
import { ok } from '../http/reply';
import { saveLogo } from '../logos/logos';
import { REDACTED } from '../audit/field-changes';
import { rotateNotifySecret } from '../agencies/service';

function profileOf(row: AgencyRow): CompanyProfile {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    alias: row.alias,
    logo: row.logo,
    address: row.address,
    companyInfo: row.companyInfo,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    notifySecretSet: row.notifySecret !== null,
  };
}

async function ownAgency(db: Db, agencyId: number): Promise<AgencyRow> {
  const [row] = await db.select().from(agencies).where(eq(agencies.id, agencyId));
  return row!;
}

export async function companyRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['company'];
  const security = [{ bearer: [] }];

  r.get(
    '',
    {
      config: { access: { obj: 'api:company', act: 'read' } },
      schema: { tags, security, summary: "The caller's company profile", response: { 200: envelopeOf(companyProfileSchema) } },
    },
    async (request) => ok(profileOf(await ownAgency(db, identityOf(request).user.agencyId))),
  );

  r.put(
    '',
    {
      config: { access: { obj: 'api:company', act: 'write' } },
      schema: {
        tags,
        security,
        summary: 'Update address and company information',
        body: updateCompanySchema,
        response: { 200: envelopeOf(companyProfileSchema) },
      },
    },
    async (request) => {
      const agencyId = identityOf(request).user.agencyId;
      const before = await ownAgency(db, agencyId);
      const [after] = await db
        .update(agencies)
        .set({ ...request.body, updatedAt: new Date() })
        .where(eq(agencies.id, agencyId))
        .returning();
      noteAudit(request, {
        action: 'company.update',
        target: before.code,
        changes: fieldChanges(before, after!, ['address', 'companyInfo']),
      });
      return ok(profileOf(after!));
    },
  );

  r.put(
    '/logo',
    {
      config: { access: { obj: 'api:company', act: 'write' } },
      schema: {
        tags,
        security,
        summary: 'Upload the company logo (JPG, PNG or WebP under 2 MB, checked by content)',
        body: logoUploadSchema,
        response: { 200: envelopeOf(companyProfileSchema) },
      },
    },
    async (request) => {
      const agencyId = identityOf(request).user.agencyId;
      const before = await ownAgency(db, agencyId);
      const logo = await saveLogo(db, agencyId, request.body.image);
      noteAudit(request, { action: 'company.logo', target: before.code, changes: [{ field: 'logo', before: before.logo, after: logo }] });
      return ok(profileOf(await ownAgency(db, agencyId)));
    },
  );

  // The agency's own webhook signing key: only its SuperUser issues one and sees it, this once.
  r.post(
    '/notify-secret',
    {
      config: { access: { obj: 'api:notify-secret', act: 'write' } },
      schema: {
        tags,
        security,
        summary: 'Issue a new notification signing key (shown once; the previous key also signs for 24 hours)',
        response: { 200: envelopeOf(notifySecretIssuedSchema) },
      },
    },
    async (request) => {
      const agencyId = identityOf(request).user.agencyId;
      const before = await ownAgency(db, agencyId);
      const issued = await rotateNotifySecret(db, agencyId);
      noteAudit(request, {
        action: 'agency.notifysecret',
        target: before.code,
        changes: [{ field: 'notifySecret', before: before.notifySecret ? REDACTED : null, after: REDACTED }],
      });
      return ok(issued);
    },
  );
}
