// Airport data: cities with their airports, airports with their city; airlines. Only
// airports are selectable; a journey names `airport-CODE` or a city code.
import { z } from 'zod';
import { text } from '@/domain/schemas/text';

export const airportSchema = z.object({
  type: z.literal('airport'),
  code: text(),
  name: text(),
  chineseName: text(),
  traditionalName: text(),
  country: text(),
  timeZone: text(),
  cityCode: text(),
  cityName: text(),
  cityChineseName: text(),
  cityTraditionalName: text(),
  /** True when the city has more than this airport (the city code then names them all). */
  underCity: z.boolean(),
});
export type Airport = z.infer<typeof airportSchema>;

export const citySchema = z.object({
  type: z.literal('city'),
  code: text(),
  name: text(),
  chineseName: text(),
  traditionalName: text(),
  country: text(),
  airports: z.array(airportSchema),
});
export type City = z.infer<typeof citySchema>;

export const airlineSchema = z.object({
  code: text(),
  name: text(),
  chineseName: text(),
  traditionalName: text(),
  country: text().nullable(),
});
export type Airline = z.infer<typeof airlineSchema>;

export const airportLookupQuerySchema = z.object({
  q: text().trim().max(64).default(''),
  /** Comma-separated airport codes: these airports exactly (names for a result list), instead of a search. */
  codes: text().trim().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** A lookup answer: cities (with every airport) first when the text names a multi-airport city, then airports. */
export const airportLookupResultSchema = z.object({
  cities: z.array(citySchema),
  airports: z.array(airportSchema),
});
export type AirportLookupResult = z.infer<typeof airportLookupResultSchema>;

/** `airport-PEK` names one airport; `BJS` names a city (all its airports). */
export const LOCATION_PATTERN = /^(airport-[A-Z]{3}|[A-Z]{3})$/;

export function airportCodeOf(location: string): string | null {
  return location.startsWith('airport-') ? location.slice('airport-'.length) : null;
}

/** The name a reader sees in their language (zh-cn simplified, zh-tw traditional, else English). */
export function localName(item: { name: string; chineseName: string; traditionalName: string }, language: string): string {
  if (language === 'zh-cn') return item.chineseName || item.name;
  if (language === 'zh-tw') return item.traditionalName || item.chineseName || item.name;
  return item.name;
}
