// Types for the runnable partner link builder (plain JavaScript so a partner can run it with Node alone).
export declare const TOKEN_KEY_INFO: string;
export declare function encryptPartnerToken(secret: string, plaintext: string): string;
export declare function partnerEntryParams(
  code: string,
  secret: string,
  userid: string,
  userDetails?: Record<string, unknown>,
  nowSeconds?: number,
): { code: string; timestamp: string; userid: string; token?: string; signature: string };
