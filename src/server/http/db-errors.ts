// A unique index that refuses a write is the caller's input colliding with existing data (usually
// two requests racing past the same check): a 409 with the reason, never a 500.
import type { ErrorCodeName } from '@/domain/errors';
import { ApiError } from './api-error';

const UNIQUE_REFUSALS: Record<string, ErrorCodeName> = {
  users_username_uq: 'USERNAME_TAKEN',
  users_email_uq: 'EMAIL_TAKEN',
  member_cards_user_card_uq: 'MEMBER_CARD_DUPLICATE',
};

interface PgError {
  code?: string;
  constraint?: string;
  constraint_name?: string;
  cause?: unknown;
}

export function apiErrorFromDatabase(error: unknown): ApiError | undefined {
  for (let e = error as PgError | undefined, depth = 0; e && depth < 4; e = e.cause as PgError | undefined, depth++) {
    if (e.code !== '23505') continue;
    const refusal = UNIQUE_REFUSALS[e.constraint ?? e.constraint_name ?? ''];
    if (refusal) return new ApiError(refusal);
  }
  return undefined;
}
