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
export interface HeldOrder { version: number; state: { status: string; paymentStatus: string; currency: string; totalAmount: number; pnr?: string | null } }
export declare function applyByVersion(
  orders: Map<number, HeldOrder>,
  event: { event: string; data?: { orderId?: number; orderVersion?: number; state?: HeldOrder['state']; [key: string]: unknown }; [key: string]: unknown },
): boolean;
