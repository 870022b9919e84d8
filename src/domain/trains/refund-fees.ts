// The refund fee ladder: what keeping a ticket's seat costs, by how long before departure the refund
// is asked. Integer minor units; the fee is rounded to the nearest 0.50 (the railway's own rounding
// step), half up. After departure a ticket is not refunded.
export interface FeeStep {
  /** Applies when at least this many hours remain before departure. */
  fromHours: number;
  /** Fee in percent of the ticket price. */
  percent: number;
}

/** Highest threshold first (describeLadder words it for people). */
export const REFUND_LADDER: readonly FeeStep[] = [
  { fromHours: 8 * 24, percent: 0 },
  { fromHours: 48, percent: 5 },
  { fromHours: 24, percent: 10 },
  { fromHours: 0, percent: 20 },
];

/** The smallest fee step, in minor units (0.50 of a yuan). */
export const FEE_ROUNDING = 50;

/** The fee percent for a refund asked `msBefore` milliseconds before departure; null once departed. */
export function refundPercent(msBefore: number): number | null {
  if (msBefore <= 0) return null;
  const hours = msBefore / 3_600_000;
  return REFUND_LADDER.find((step) => hours >= step.fromHours)!.percent;
}

/** Fee and refundable amount of one ticket, in minor units; null once the train left. */
export function refundQuote(price: number, departure: Date, now: Date): { percent: number; fee: number; refundable: number } | null {
  const percent = refundPercent(departure.getTime() - now.getTime());
  if (percent === null) return null;
  const raw = BigInt(price) * BigInt(percent);
  const step = BigInt(FEE_ROUNDING) * 100n;
  const fee = Number(((raw + step / 2n) / step) * BigInt(FEE_ROUNDING));
  return { percent, fee: Math.min(fee, price), refundable: price - Math.min(fee, price) };
}

/** A threshold in the unit a traveller thinks in: whole days from two days up, hours below. */
function spanOf(hours: number): string {
  return hours >= 72 && hours % 24 === 0 ? `${hours / 24} days` : `${hours} h`;
}

/**
 * The ladder in words for the API reference ("free from 8 days, 5 % from 48 h, ..., 20 % within 24 h"),
 * written from the table so that the two can never disagree.
 */
export function describeLadder(ladder: readonly FeeStep[] = REFUND_LADDER): string {
  return ladder
    .map((step, index) => {
      const fee = step.percent === 0 ? 'free' : `${step.percent} %`;
      if (step.fromHours > 0) return `${fee} from ${spanOf(step.fromHours)}`;
      const above = ladder[index - 1];
      return above ? `${fee} within ${spanOf(above.fromHours)}` : `${fee} until departure`;
    })
    .join(', ');
}
