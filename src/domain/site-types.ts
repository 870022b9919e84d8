// What a site is for, without zod: the public site's first download asks whether to offer the chat
// and must not pull the schemas in with it.

/**
 * 'client' is the platform's own site (live chat offered); 'partner' and 'whitelabel' are sites run
 * for a partner or a reseller under their brand (no platform chat).
 */
export const SITE_TYPES = ['client', 'partner', 'whitelabel'] as const;
export type SiteType = (typeof SITE_TYPES)[number];

/** Site types whose public site and console offer the platform's live chat. */
export const CHAT_SITE_TYPES: readonly string[] = ['client'];

export function siteOffersChat(type: string): boolean {
  return CHAT_SITE_TYPES.includes(type);
}
