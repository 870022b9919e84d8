// Types for the runnable example receiver (plain JavaScript so a reader can run it with Node alone).
export declare const TOLERANCE_SECONDS: number;
export declare function verifyTesseraSignature(
  secret: string,
  body: string,
  timestampHeader: string | undefined,
  signatureHeader: string | undefined,
  nowSeconds?: number,
): boolean;
export declare function receiveNotification(
  secret: string,
  seen: Map<string, number>,
  body: string,
  headers: Record<string, string | string[] | undefined>,
  nowSeconds?: number,
): { outcome: 'rejected' | 'duplicate' } | { outcome: 'accepted'; event: { id: string; event: string; [key: string]: unknown } };
