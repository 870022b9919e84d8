import { ErrorCode, type ErrorCodeName, HTTP_STATUS } from '@/domain/errors';
import type { FieldError } from '@/domain/schemas/common';

/**
 * What the audit log should hold about a refusal whose answer hides it (a record of another agency
 * answered 404 like an unknown id): the caller sees the ordinary refusal, the log sees this.
 */
export interface RefusalNote {
  reason: 'cross-agency';
  /** The agency whose record was asked for. */
  agencyId: number;
  target: string;
}

/** A refusal the caller can act on: becomes an envelope with a translated message. */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  /** Set where the answer hides an attempt worth recording (see RefusalNote). */
  refusal?: RefusalNote;
  constructor(
    readonly codeName: ErrorCodeName,
    readonly vars: Record<string, unknown> = {},
    readonly fields?: FieldError[],
  ) {
    super(codeName);
    this.code = ErrorCode[codeName];
    this.status = HTTP_STATUS[codeName];
  }
}

/** The same 404 as for an unknown id, marked for the audit log as an attempt on another agency's record. */
export function crossAgencyRefusal(agencyId: number, target: string): ApiError {
  const error = new ApiError('NOT_FOUND');
  error.refusal = { reason: 'cross-agency', agencyId, target };
  return error;
}
