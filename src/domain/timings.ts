// Timings shared by server and browser, kept apart from the zod schemas so the public site's first
// download can read them without zod.

/** How long the browser trusts its cached site info before asking again. */
export const SITE_INFO_MAX_AGE_MS = 10 * 60 * 1000;

/** Seconds before another login code may be asked for the same address. */
export const LOGIN_CODE_RESEND_SECONDS = 60;
