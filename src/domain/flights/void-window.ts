// SPEC: a void is accepted only on the day the tickets were issued, as the supplier counts days (its
// own time zone). Past that, the agency asks for a refund.
const SUPPLIER_UTC_OFFSET_MINUTES: Record<string, number> = {
  SKYLINK: 0, // a GDS working in UTC
  DRAGONFARE: 8 * 60, // Beijing
  ORIENTNDC: 8 * 60, // Hong Kong
};

/** The last instant a void is accepted (exclusive), or null when the order has no issue time. */
export function voidDeadline(supplier: string, issuedAt: Date | null): Date | null {
  if (!issuedAt) return null;
  const offset = (SUPPLIER_UTC_OFFSET_MINUTES[supplier] ?? 8 * 60) * 60_000;
  const local = new Date(issuedAt.getTime() + offset);
  const nextMidnightLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
  return new Date(nextMidnightLocal - offset);
}

export function voidOpen(supplier: string, issuedAt: Date | null, now: Date): boolean {
  const deadline = voidDeadline(supplier, issuedAt);
  return deadline !== null && now.getTime() < deadline.getTime();
}
