// One casbin enforcer per app load, built from the same model and policy files the server reads.
// casbin is imported lazily so the public home page does not download it.
import modelText from '../../../access/model.conf?raw';
import policyText from '../../../access/policy.csv?raw';
import type { AccessChecker } from '@/domain/access/enforcer';

let checker: Promise<AccessChecker> | null = null;

export function loadAccessChecker(): Promise<AccessChecker> {
  checker ??= import('@/domain/access/enforcer')
    .then((m) => m.createAccessChecker(modelText, policyText))
    .catch((error: unknown) => {
      checker = null; // a failed chunk download may succeed on the next try
      throw error;
    });
  return checker;
}
