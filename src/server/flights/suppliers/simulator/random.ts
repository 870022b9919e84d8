// Deterministic randomness for the simulators: the same inputs always give the same schedule, price
// and outcome, so tests are stable and two servers agree.
export function hashOf(...parts: Array<string | number>): number {
  let h = 2166136261 >>> 0;
  const text = parts.join('|');
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  // Final avalanche (murmur3 fmix32) so near inputs spread.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) fixed by the parts. */
export function unitOf(...parts: Array<string | number>): number {
  return hashOf(...parts) / 4294967296;
}

/** An integer in [min, max] fixed by the parts. */
export function intOf(min: number, max: number, ...parts: Array<string | number>): number {
  return min + Math.floor(unitOf(...parts) * (max - min + 1));
}
