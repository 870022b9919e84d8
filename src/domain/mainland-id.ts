// A mainland China resident identity card number (GB 11643-1999), checked fully: 18 characters
// (an area code, the birth date yyyymmdd, a sequence, a check character), a real birth date not in
// the future, and the ISO 7064 MOD 11-2 check character over the first 17 digits. The browser's
// form and the API's schema both ask this one function, so a number refused at the field is the
// number the server refuses.

/** Why a number is not a valid mainland ID number, or null when it is. */
export type MainlandIdProblem = 'idcardNumber' | 'idcardBirthDate' | 'idcardCheckDigit';

// Weight of position i (0-based, left to right) is 2^(17 - i) mod 11.
const WEIGHTS = Array.from({ length: 17 }, (_, i) => 2 ** (17 - i) % 11);
// (12 - sum mod 11) mod 11, written with X for 10: indexed by sum mod 11.
const CHECK_CHARACTERS = '10X98765432';

/** The ISO 7064 MOD 11-2 check character of 17 digits. */
export function mainlandIdCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARACTERS[sum % 11]!;
}

/** The birth date a well-formed number carries (yyyy-mm-dd), whether or not it is a real date. */
export function mainlandIdBirthDate(number: string): string {
  return `${number.slice(6, 10)}-${number.slice(10, 12)}-${number.slice(12, 14)}`;
}

function isRealDate(iso: string, today: Date): boolean {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (y < 1850) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  return date.getTime() <= today.getTime();
}

/** Null for a valid number (upper- or lower-case x accepted), else what is wrong with it. */
export function mainlandIdProblem(value: string, today = new Date()): MainlandIdProblem | null {
  const number = value.trim().toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(number)) return 'idcardNumber';
  if (!isRealDate(mainlandIdBirthDate(number), today)) return 'idcardBirthDate';
  if (mainlandIdCheckCharacter(number.slice(0, 17)) !== number[17]) return 'idcardCheckDigit';
  return null;
}
