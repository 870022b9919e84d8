// The one error shape every API call rejects with. It satisfies Refine's HttpError (message,
// statusCode, errors) so data hooks and forms understand it, and carries the envelope code.
import type { FieldError } from '@/domain/schemas/common';

export interface ApiErrorInit {
  message: string;
  statusCode: number;
  code?: number | null;
  fields?: FieldError[];
  sessionEnded?: boolean;
}

export class ApiError extends Error {
  readonly statusCode: number;
  /** The envelope code (SPEC 8), null when the server never answered. */
  readonly code: number | null;
  readonly fields: FieldError[];
  /** Refine's form field errors, from the 400 validation details. */
  readonly errors: Record<string, string>;
  /** The server ended the session; the user has already been logged out and told. */
  readonly sessionEnded: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.statusCode = init.statusCode;
    this.code = init.code ?? null;
    this.fields = init.fields ?? [];
    this.errors = Object.fromEntries(this.fields.map((f) => [f.field, f.message]));
    this.sessionEnded = init.sessionEnded ?? false;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
