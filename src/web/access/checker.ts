// One access checker per app load, from the rules compiled out of access/ at build time (the same
// files the server's casbin reads). Loaded lazily: the public site makes no access decisions.
import type { AccessChecker } from '@/domain/access/enforcer';

let checker: Promise<AccessChecker> | null = null;

export function loadAccessChecker(): Promise<AccessChecker> {
  checker ??= Promise.all([import('virtual:access-rules'), import('@/domain/access/policy-rules')])
    .then(([{ RULES }, { createRuleChecker }]) => createRuleChecker(RULES))
    .catch((error: unknown) => {
      checker = null; // a failed chunk download may succeed on the next try
      throw error;
    });
  return checker;
}
