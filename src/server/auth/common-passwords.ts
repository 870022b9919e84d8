// The 10,000 passwords tried first by anyone guessing: the head of the frequency-ranked list that
// @zxcvbn-ts/language-common ships (MIT; ranked by how often each appeared in leaked password sets).
// Offline, read once, kept on the server only (the console's bundle keeps its short list).
import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']!.slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()));
  return common.has(password.trim().toLowerCase());
}
