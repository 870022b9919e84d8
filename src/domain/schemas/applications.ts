// The partnership form ("become a partner"): what a visitor sends, what platform staff see and change
// in the applications inbox. One schema validates the form in the browser and the request on the
// server, so both say the same thing in the same words.
import { z } from 'zod';
import { isCountryCode } from '@/domain/countries';
import { NO_CONTROL_CHARACTERS, text } from '@/domain/schemas/text';

export const APPLICATION_STATUSES = ['new', 'contacted', 'converted', 'closed'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Under this many milliseconds between showing the form and sending it, a person did not type it. */
export const MIN_FILL_MS = 3000;

/** Free-text bounds: enough for a real company, short enough that a paste of a novel is refused. */
export const APPLICATION_LIMITS = { name: 64, email: 254, phone: 32, company: 128, address: 256, website: 256, others: 2000 } as const;

const EMAIL = z.email();
/** A field the form requires: missing, blank or the wrong type, it answers the form's own message. */
const requiredText = (message: string) =>
  z.string({ error: message }).regex(NO_CONTROL_CHARACTERS, { message: 'controlCharacters' }).trim().min(1, { message });
const optionalText = (max: number) => text().trim().max(max).optional().default('');

/**
 * The form as sent. `nickname` is a field no person sees (hidden from eyes and from screen readers):
 * a robot that fills every input fills it. `fillMs` is how long the form was open before it was sent.
 */
export const applicationInputSchema = z
  .object({
    // The form labels this field "Title" but asks for the person's name; its message names it so.
    name: requiredText('applicationName').max(APPLICATION_LIMITS.name),
    email: optionalText(APPLICATION_LIMITS.email),
    phone: optionalText(APPLICATION_LIMITS.phone),
    country: requiredText('applicationCountry').toUpperCase().refine(isCountryCode, { message: 'applicationCountry' }),
    companyName: optionalText(APPLICATION_LIMITS.company),
    companyAddress: optionalText(APPLICATION_LIMITS.address),
    websiteUrl: optionalText(APPLICATION_LIMITS.website).refine(
      (v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v) || /^[^\s/$.?#][^\s]*\.[a-z]{2,}\S*$/i.test(v),
      { message: 'url' },
    ),
    others: optionalText(APPLICATION_LIMITS.others),
    nickname: text().max(256).optional(),
    fillMs: z.number().int().min(0).max(2_147_483_647).optional(),
  })
  .superRefine(
    (v, ctx) => {
      if (!v.email && !v.phone) ctx.addIssue({ code: 'custom', path: ['email'], message: 'applicationContact' });
      else if (v.email && !EMAIL.safeParse(v.email).success) ctx.addIssue({ code: 'custom', path: ['email'], message: 'applicationEmail' });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
// `when`: the e-mail or phone rule is checked even while another field is wrong, so the form shows
// every message at once instead of one after the other.

export type ApplicationInput = z.input<typeof applicationInputSchema>;
export type ApplicationValues = z.output<typeof applicationInputSchema>;

/** The message keys the form's own rules use (errors namespace, `field.<key>`). */
export const APPLICATION_MESSAGE_KEYS = ['applicationName', 'applicationCountry', 'applicationContact', 'applicationEmail'] as const;

export const applicationSchema = z.object({
  id: z.number(),
  name: text(),
  email: text(),
  phone: text(),
  country: text(),
  companyName: text(),
  companyAddress: text(),
  websiteUrl: text(),
  others: text(),
  status: z.enum(APPLICATION_STATUSES),
  ownerId: z.number().nullable(),
  ownerName: text().nullable(),
  notes: text(),
  /** Sent faster than a person types: kept, flagged, and not mailed to sales. */
  suspectedSpam: z.boolean(),
  agencyId: z.number().nullable(),
  createdAt: text(),
  updatedAt: text(),
});
export type Application = z.infer<typeof applicationSchema>;

/** What staff change on an application: its status, who owns it, their notes. */
export const applicationUpdateSchema = z
  .object({
    status: z.enum(APPLICATION_STATUSES).optional(),
    ownerId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
    notes: text().max(4000).optional(),
    /** The agency an application was converted into. */
    agencyId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  })
  .strict();
export type ApplicationUpdate = z.infer<typeof applicationUpdateSchema>;

export const applicationFilterSchema = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  ownerId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  q_like: text().trim().max(128).optional(),
  country: text().trim().max(2).optional(),
  createdAt_gte: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  createdAt_lte: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});

export const applicationReceiptSchema = z.object({ received: z.literal(true) });

/**
 * Where an application may go from each status. Converted is final: an agency exists for it. A closed
 * one may be reopened (new) or picked up again (contacted) when the company writes back.
 */
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  new: ['contacted', 'converted', 'closed'],
  contacted: ['new', 'converted', 'closed'],
  converted: [],
  closed: ['new', 'contacted'],
};

export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return from === to || APPLICATION_TRANSITIONS[from].includes(to);
}
