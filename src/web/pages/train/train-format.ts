// How the train pages write what the API answers: names in the reader's language, clock times of
// local China times, durations, the day a train arrives, the station picker's options, and the
// train and seat class a user picked carried in the booking page's address.
import dayjs from 'dayjs';
import type { SeatClass, Station, TrainOffer } from '@/domain/trains/schemas';

export type LocalizedName = Station['name'];
type Lang = keyof LocalizedName;

/** The name in the reader's language (zh-CN, zh-TW and en variants are all matched). */
export function localName(name: LocalizedName, language: string): string {
  const lang = language.toLowerCase();
  const key: Lang = lang.startsWith('zh')
    ? lang.includes('tw') || lang.includes('hk') || lang.includes('hant')
      ? 'zh-tw'
      : 'zh-cn'
    : 'en';
  return name[key] || name.en;
}

/** "07:42" of "2026-11-28T07:42". */
export const clock = (local: string): string => local.slice(11, 16);

/** The travel day of a local time. */
export const dayOf = (local: string): string => local.slice(0, 10);

/** Days between departure and arrival (a night train arrives +1). */
export function daysLater(departure: string, arrival: string): number {
  return Math.round((Date.parse(`${dayOf(arrival)}T00:00:00Z`) - Date.parse(`${dayOf(departure)}T00:00:00Z`)) / 86_400_000);
}

export function durationParts(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** An instant written as local China time (yyyy-mm-dd hh:mm): trains and sale openings keep China time. */
export function chinaTime(instant: string): string {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return instant;
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** Departure and arrival time bands of the filter panel (the API's hh:mm-hh:mm). */
export const TIME_BANDS = ['00:00-06:00', '06:00-12:00', '12:00-18:00', '18:00-24:00'] as const;

export interface PlaceOption {
  value: string;
  label: string;
  kind: 'city' | 'station';
}

/**
 * Picker options from a station lookup: a city with more than one station found is offered first as
 * itself (all its stations), then each station with its telegraph code.
 */
export function placeOptions(stations: readonly Station[], language: string): PlaceOption[] {
  const byCity = new Map<string, Station[]>();
  for (const s of stations) byCity.set(s.city.code, [...(byCity.get(s.city.code) ?? []), s]);
  const options: PlaceOption[] = [];
  for (const [code, list] of byCity) {
    if (list.length > 1) options.push({ value: code, label: localName(list[0]!.city.name, language), kind: 'city' });
    for (const s of list) options.push({ value: s.code, label: `${localName(s.name, language)} (${s.code})`, kind: 'station' });
  }
  return options;
}

/** A picked train and seat class, as the booking page's address carries it. */
export interface Pick {
  offerId: string;
  seatClass: SeatClass;
}

export function pickParam(pick: Pick): string {
  return `${pick.seatClass}~${pick.offerId}`;
}

export function parsePick(param: string | null): Pick | null {
  if (!param) return null;
  const at = param.indexOf('~');
  if (at < 1) return null;
  return { seatClass: param.slice(0, at) as SeatClass, offerId: param.slice(at + 1) };
}

/** The seat of a class on an offer (its price and seats left), if the train has that class. */
export function seatOf(offer: TrainOffer, seatClass: SeatClass) {
  return offer.seats.find((s) => s.seatClass === seatClass);
}

/** A record's instant (created, history) in the reader's own time zone. */
export const localTime = (instant: string): string => dayjs(instant).format('YYYY-MM-DD HH:mm');
