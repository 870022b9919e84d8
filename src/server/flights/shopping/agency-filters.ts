// The agency's flight settings shape every search: which suppliers are asked, and
// which of their offers an operator may see.
import type { AgencySettings } from '@/domain/schemas/agency-settings';
import type { SupplierOffer } from '../suppliers/types';

function allowedBy(list: { mode: 'whitelist' | 'blacklist'; codes: string[] }, code: string): boolean {
  const listed = list.codes.includes(code.toUpperCase());
  return list.mode === 'whitelist' ? list.codes.length === 0 || listed : !listed;
}

export function supplierAllowed(settings: AgencySettings, supplier: string): boolean {
  return allowedBy(settings.flight.suppliers, supplier);
}

/** Popular-routes mode: both ends must be airports we rank (the busiest ones). */
export interface OfferFilterContext {
  countryOf: (airport: string) => string;
  isPopular: (airport: string) => boolean;
}

export function offerAllowed(settings: AgencySettings, offer: SupplierOffer, ctx: OfferFilterContext): boolean {
  const f = settings.flight;
  const segments = offer.journeys.flatMap((j) => j.segments);
  if (!segments.every((s) => allowedBy(f.airlines, s.carrier))) return false;
  if (f.onlyFreeBaggage && offer.baggage.checked.pieces === 0) return false;
  if (f.onlyWithFareBasis && !offer.fareBasis) return false;
  if (
    settings.general.hideMainlandContent &&
    segments.some((s) => ctx.countryOf(s.origin) === 'CN' || ctx.countryOf(s.destination) === 'CN')
  )
    return false;
  if (f.searchMode === 'popular' && !segments.every((s) => ctx.isPopular(s.origin) && ctx.isPopular(s.destination))) return false;
  return true;
}
