// What the login forms check before asking the server; each rule answers with the translation key of
// its message, or null when the value passes.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE = /^\d{6}$/;

export type Rule = (value: string) => string | null;

export const required =
  (key: string): Rule =>
  (value) =>
    value.trim() ? null : key;

export const emailRules: Rule[] = [
  required('login.validation.emailRequired'),
  (value) => (EMAIL.test(value.trim()) ? null : 'login.validation.emailInvalid'),
];

export const codeRules: Rule[] = [
  required('login.validation.codeRequired'),
  (value) => (CODE.test(value.trim()) ? null : 'login.validation.codeFormat'),
];

/** The first failing rule's message key, or null. */
export function check(value: string, rules: readonly Rule[]): string | null {
  for (const rule of rules) {
    const key = rule(value);
    if (key) return key;
  }
  return null;
}
