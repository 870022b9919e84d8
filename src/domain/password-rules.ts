// What a chosen password must be (6 to 15 characters), and what it must not be: blank, the
// account's own username, a run of one or two characters, the demo accounts' published password, or
// one of the passwords tried first by anyone guessing. This list is short on purpose, so the console
// can answer at once; the server also refuses the 10,000 most common passwords and the account's
// current one (src/server/auth/new-password.ts).
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 15;

const COMMON_PASSWORDS = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '123123',
  '123321',
  '654321',
  '666666',
  '888888',
  '111111',
  '000000',
  '121212',
  '112233',
  '123654',
  '147258',
  '159753',
  '987654321',
  '11111111',
  '88888888',
  '00000000',
  '5201314',
  '1314520',
  'a123456',
  'aa123456',
  'abc123',
  'abc123456',
  'abcd1234',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  '1q2w3e4r',
  '1qaz2wsx',
  'qazwsx',
  'zxcvbnm',
  'asdfgh',
  'asdfghjkl',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'iloveyou',
  'admin',
  'admin123',
  'administrator',
  'welcome',
  'welcome1',
  'letmein',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'superman',
  'trustno1',
  'master',
  'shadow',
  'michael',
  'jessica',
  'charlie',
  'computer',
  'starwars',
  'whatever',
  'freedom',
  'hello123',
  'test123',
  'testtest',
  'changeme',
  'secret',
  'login',
  'woaini',
  'woaini1314',
  'tessera',
  'tessera123',
  'travel',
  'travel123',
  // The demo accounts' password is in the README for everyone: it still logs the demo accounts in,
  // but nobody may choose it.
  'tessera#2026',
]);

export type PasswordProblem = 'passwordLength' | 'passwordBlank' | 'passwordIsUsername' | 'passwordCommon';

/** The first rule a password breaks (a translation key under `field.`), or null when it is acceptable. */
export function passwordProblem(password: string, username?: string | null): PasswordProblem | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 'passwordLength';
  if (password.trim() === '') return 'passwordBlank';
  const lowered = password.trim().toLowerCase();
  if (username && lowered === username.trim().toLowerCase()) return 'passwordIsUsername';
  if (COMMON_PASSWORDS.has(lowered) || new Set(lowered).size < 3) return 'passwordCommon';
  return null;
}
