// What a price check compares between the offer searched and the offer the supplier confirms:
// the price (every passenger type's fare and taxes, in the same currency), and the package (bags,
// fare basis, cabin, refund and change rules).
import type { SupplierOffer } from '../types';

export function samePrice(a: SupplierOffer, b: SupplierOffer): boolean {
  if (a.currency !== b.currency || a.fares.length !== b.fares.length) return false;
  return a.fares.every((fare, i) => {
    const other = b.fares[i]!;
    return (
      fare.passengerType === other.passengerType && fare.count === other.count && fare.base === other.base && fare.taxes === other.taxes
    );
  });
}

export function samePackage(a: SupplierOffer, b: SupplierOffer): boolean {
  return (
    a.fareBasis === b.fareBasis &&
    a.cabin === b.cabin &&
    JSON.stringify(a.baggage) === JSON.stringify(b.baggage) &&
    JSON.stringify(a.cancellation.rules) === JSON.stringify(b.cancellation.rules)
  );
}
