// The agency drawer's values as the API takes them: optional texts left blank are sent as null, the
// rest trimmed (the server trims too; this keeps "  " from reading as a value).
import type { CreateAgencyInput, UpdateAgencyInput } from '@/domain/schemas/agencies';

export type AgencyFormValues = CreateAgencyInput;

const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

export function profileOf(v: AgencyFormValues): UpdateAgencyInput {
  return {
    name: v.name.trim(),
    alias: text(v.alias),
    contactName: v.contactName.trim(),
    contactEmail: v.contactEmail.trim(),
    contactPhone: v.contactPhone.trim(),
    dedicatedService: text(v.dedicatedService),
    domainLimit: text(v.domainLimit),
    extraInfo: text(v.extraInfo),
    status: v.status,
  };
}

export function newAgencyOf(v: AgencyFormValues): CreateAgencyInput {
  return {
    ...profileOf(v),
    name: v.name.trim(),
    contactName: v.contactName.trim(),
    contactEmail: v.contactEmail.trim(),
    contactPhone: v.contactPhone.trim(),
    parentId: v.parentId ?? null,
    settlementCurrency: v.settlementCurrency,
    superUser: { username: v.superUser.username.trim(), email: v.superUser.email.trim(), nickname: text(v.superUser.nickname) },
  };
}
