import { ErrorCode, type ErrorCodeName, HTTP_STATUS } from '@/domain/errors';
import type { FieldError } from '@/domain/schemas/common';

/** A refusal the caller can act on: becomes an envelope with a translated message. */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
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
