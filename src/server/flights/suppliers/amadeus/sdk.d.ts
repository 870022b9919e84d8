// The part of the `amadeus` SDK (which ships no types) that the adapter uses.
declare module 'amadeus' {
  import type { ClientRequest, RequestOptions, IncomingMessage } from 'node:http';

  export interface AmadeusResponse {
    statusCode: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
    result: unknown;
    parsed: boolean;
  }

  /** What the SDK rejects with: NetworkError, ParserError, ServerError, ClientError, AuthenticationError, NotFoundError, UnknownError. */
  export interface AmadeusError {
    code: string;
    response?: AmadeusResponse;
    description?: unknown;
  }

  export interface AmadeusOptions {
    clientId: string;
    clientSecret: string;
    hostname?: 'test' | 'production';
    host?: string;
    port?: number;
    ssl?: boolean;
    logLevel?: 'silent' | 'warn' | 'debug';
    customAppId?: string;
    customAppVersion?: string;
    http?: { request(options: RequestOptions, callback?: (response: IncomingMessage) => void): ClientRequest };
  }

  export default class Amadeus {
    constructor(options: AmadeusOptions);
    client: { accessToken: { accessToken?: string; expiresAt?: number } };
    shopping: {
      flightOffersSearch: { post(body: string): Promise<AmadeusResponse> };
      flightOffers: { pricing: { post(body: string, query?: Record<string, string>): Promise<AmadeusResponse> } };
    };
    booking: {
      flightOrders: { post(body: string): Promise<AmadeusResponse> };
      flightOrder(id: string): { get(): Promise<AmadeusResponse>; delete(): Promise<AmadeusResponse> };
    };
  }
}
