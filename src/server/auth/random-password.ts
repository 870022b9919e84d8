import { randomInt } from 'node:crypto';

// No look-alikes (0/O, 1/l/I), so a password read off the screen is typed right the first time.
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** A 12-character password (passwords are 6-15 characters) with letters and digits; shown once, stored hashed. */
export function randomPassword(length = 12): string {
  const all = LETTERS + DIGITS;
  const chars = Array.from(
    { length },
    (_, i) => (i === 0 ? LETTERS : i === 1 ? DIGITS : all)[randomInt(i === 1 ? DIGITS.length : i === 0 ? LETTERS.length : all.length)]!,
  );
  // Shuffle so the letter and digit are not always first.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
