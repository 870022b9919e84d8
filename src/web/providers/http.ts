// The console's only HTTP client (SPEC 7, 8): base /api, bearer token, Accept-Language, the
// {code, data, message} envelope unwrapped so callers (and simple-rest) see `response.data` as the
// payload, and every failure turned into an ApiError with the message the user should read.
import axios, { type AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import { SESSION_END_CODES } from '@/domain/errors';
import type { FieldError } from '@/domain/schemas/common';
import { ApiError } from './api-error';

export interface HttpDeps {
  getToken(): string | null;
  getLanguage(): string;
  translate(key: string): string;
  /** A session-end code arrived: log the user out and show the login-timeout message (once). */
  onSessionEnd(): void;
  /** Pending request count, for the loading flag (SPEC 7). */
  onPendingChange?(pending: number): void;
}

interface Envelope {
  code: number;
  data: unknown;
  message?: string;
}

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

export function createHttp(deps: HttpDeps, baseURL = '/api'): AxiosInstance {
  // No XSRF cookie to send: the API authenticates by the bearer token alone. Saying so also spares
  // every request axios's asynchronous cookie look-up (the browser's Cookie Store), which held each
  // send back by a task: a page's first list read left 100 ms late, behind the console's preloads.
  const http = axios.create({ baseURL, withXSRFToken: false });
  let pending = 0;
  const track = (delta: number) => {
    pending = Math.max(0, pending + delta);
    deps.onPendingChange?.(pending);
  };

  http.interceptors.request.use((config) => {
    track(1);
    const token = deps.getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    config.headers.set('Accept-Language', deps.getLanguage());
    return config;
  });

  http.interceptors.response.use(
    (response: AxiosResponse) => {
      track(-1);
      const body: unknown = response.data;
      if (!isEnvelope(body)) return response; // blobs and other non-API answers pass through
      if (body.code !== 0) throw envelopeError(deps, body, response.status);
      response.data = body.data;
      return response;
    },
    async (error: AxiosError) => {
      track(-1);
      if (axios.isCancel(error)) throw error;
      // A file was asked for (responseType 'blob'), so a refusal's envelope arrives inside a blob:
      // read it, so a download says the server's reason and ends an ended session like any call.
      if (error.response && error.response.data instanceof Blob) error.response.data = await bodyOfBlob(error.response.data);
      throw toApiError(deps, error);
    },
  );

  return http;
}

/** The JSON a blob holds, or the blob itself when it holds none. */
export async function bodyOfBlob(blob: Blob): Promise<unknown> {
  try {
    return JSON.parse(await blob.text()) as unknown;
  } catch {
    return blob;
  }
}

function toApiError(deps: HttpDeps, error: AxiosError): ApiError {
  const response = error.response;
  if (!response) return new ApiError({ message: deps.translate('http.network'), statusCode: 0 });
  const body: unknown = response.data;
  if (isEnvelope(body) && SESSION_END_CODES.includes(body.code)) return envelopeError(deps, body, response.status);
  if (response.status === 404) {
    return new ApiError({ message: deps.translate('http.notFound'), statusCode: 404, code: isEnvelope(body) ? body.code : null });
  }
  if (isEnvelope(body)) return envelopeError(deps, body, response.status);
  return new ApiError({ message: deps.translate('http.unknown'), statusCode: response.status });
}

function envelopeError(deps: HttpDeps, body: Envelope, status: number): ApiError {
  if (SESSION_END_CODES.includes(body.code)) {
    deps.onSessionEnd();
    return new ApiError({ message: deps.translate('http.sessionExpired'), statusCode: status, code: body.code, sessionEnded: true });
  }
  return new ApiError({
    message: body.message || deps.translate('http.unknown'),
    statusCode: status,
    code: body.code,
    fields: fieldsOf(body.data),
  });
}

function fieldsOf(data: unknown): FieldError[] {
  const fields = (data as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter((f): f is FieldError => typeof f?.field === 'string' && typeof f?.message === 'string');
}
