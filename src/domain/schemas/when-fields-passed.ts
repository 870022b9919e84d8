// An object-level check (refine or superRefine on an object) reads several fields at once. zod runs
// it even when one of those fields already failed its own check, and then the check sees a value
// that is not what its type says (a rate "7,1" where a decimal was promised), so arithmetic on it
// throws and the request answers 500. Every object-level check in the shared schemas takes this
// option: it runs only when every field passed, and the caller gets the field's own error.
import type { core } from 'zod';

export const whenFieldsPassed = {
  when: (payload: core.ParsePayload): boolean => payload.issues.length === 0,
} as const;
