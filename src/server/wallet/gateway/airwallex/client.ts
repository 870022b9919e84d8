// Airwallex's REST API (the documented one): a bearer token from /api/v1/authentication/login with
// the client id and API key, kept until shortly before it lapses (30 minutes) and fetched again when
// Airwallex says it is no longer good. Errors carry Airwallex's code and the HTTP status, so the refund
// job can tell a refusal (4xx) from an outage.
export const AIRWALLEX_HOSTS = { prod: 'https://api.airwallex.com', demo: 'https://api-demo.airwallex.com' } as const;

export interface AirwallexClientConfig {
  clientId: string;
  apiKey: string;
  baseUrl: string;
}

export class AirwallexError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

const TOKEN_MARGIN_MS = 60_000;
const TIMEOUT_MS = 20_000;

export function airwallexClient(config: AirwallexClientConfig) {
  let token: { value: string; until: number } | null = null;

  async function send(method: 'GET' | 'POST', path: string, body: unknown, headers: Record<string, string>): Promise<Response> {
    try {
      return await fetch(new URL(path, config.baseUrl), {
        method,
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      // fetch says only "fetch failed"; staff need the reason (no such host, refused, timed out).
      const cause = (error as { cause?: { message?: string } }).cause?.message;
      throw new Error(
        `Airwallex ${method} ${path}: ${error instanceof Error ? error.message : String(error)}${cause ? ` (${cause})` : ''}`,
        { cause: error },
      );
    }
  }

  async function answerOf<T>(response: Response, what: string): Promise<T> {
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      /* not JSON: the status says enough */
    }
    if (!response.ok)
      throw new AirwallexError(
        `Airwallex ${what}: ${response.status} ${String(body.code ?? '')} ${String(body.message ?? '')}`.trim(),
        response.status,
        body.code as string | undefined,
      );
    return body as T;
  }

  async function bearer(refresh = false): Promise<string> {
    if (!refresh && token && token.until > Date.now()) return token.value;
    const answer = await answerOf<{ token: string; expires_at?: string }>(
      await send('POST', '/api/v1/authentication/login', undefined, { 'x-client-id': config.clientId, 'x-api-key': config.apiKey }),
      'login',
    );
    const expires = answer.expires_at ? Date.parse(answer.expires_at) : Date.now() + 30 * 60_000;
    token = { value: answer.token, until: (Number.isNaN(expires) ? Date.now() + 30 * 60_000 : expires) - TOKEN_MARGIN_MS };
    return token.value;
  }

  return {
    async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
      let response = await send(method, path, body, { authorization: `Bearer ${await bearer()}` });
      if (response.status === 401) response = await send(method, path, body, { authorization: `Bearer ${await bearer(true)}` });
      return answerOf<T>(response, `${method} ${path}`);
    },
  };
}
