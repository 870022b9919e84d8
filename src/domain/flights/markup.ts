// Flight settings arithmetic: which price-justify category an itinerary falls in, and the
// agency's markup per ticket (fixed minor units or basis points, capped by a limit; 0 = unlimited).
import type { FlightClass, Markup } from '../schemas/agency-settings';
import { continentOf } from './continents';

/** china: only mainland China; domestic: one other country; international: one continent; else intercontinental. */
export function flightClassOf(countries: readonly string[]): FlightClass {
  const unique = [...new Set(countries)];
  if (unique.length === 1) return unique[0] === 'CN' ? 'china' : 'domestic';
  const continents = new Set(unique.map((c) => continentOf(c) ?? c));
  return continents.size === 1 ? 'international' : 'intercontinental';
}

function ceilDiv(a: number, b: number): number {
  return a >= 0 ? Math.ceil(a / b) : -Math.ceil(-a / b);
}

/**
 * The markup on one ticket whose cost is `ticketTotal` minor units. Percent markups round away from
 * zero to a whole minor unit (the agency never earns less than it set); the limit caps the size of a
 * markup or a discount; a discount never makes a ticket cost less than nothing.
 */
export function markupFor(markup: Markup, ticketTotal: number): number {
  let value = markup.way === 'fixed' ? markup.value : ceilDiv(ticketTotal * markup.value, 10_000);
  if (markup.limit > 0 && Math.abs(value) > markup.limit) value = Math.sign(value) * markup.limit;
  if (ticketTotal + value < 0) value = -ticketTotal;
  return value;
}
