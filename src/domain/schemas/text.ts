import { z } from 'zod';

/**
 * Every string the API takes: no NUL or other control characters (tab, line feed and carriage return
 * stay allowed for multi-line remarks). PostgreSQL cannot store NUL in text, and no field has a use
 * for the rest, so they are refused here, with a translated 400, before anything is written.
 */
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

export function text() {
  return z.string().regex(NO_CONTROL_CHARACTERS, { message: 'controlCharacters' });
}
