// Types for the runnable example receiver (plain JavaScript so a reader can run it with Node alone).
export declare const TOLERANCE_SECONDS: number;
export declare function verifyTesseraSignature(
  secret: string,
  body: string,
  timestampHeader: string | undefined,
  signatureHeader: string | undefined,
  nowSeconds?: number,
): boolean;
