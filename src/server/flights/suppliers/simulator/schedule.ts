// Deterministic timetables over real airports: a carrier flies a leg from or to one of its hubs (or
// between big airports of its own country) a few times a day at fixed times; connections go through
// a hub with a believable layover. Times are local at each airport; durations follow distance.
import type { GeoAirport } from '@/server/airports/directory';
import type { ExactSegmentRequest } from '../types';
import { instantOf, localTime } from '../time-zones';
import { CARRIERS, type Carrier } from './network';
import { intOf, unitOf } from './random';

export interface Geography {
  airport(code: string): GeoAirport | undefined;
  distanceKm(from: string, to: string): number;
}

export interface ScheduledLeg {
  carrier: string;
  flightNumber: string;
  origin: string;
  destination: string;
  departure: string;
  arrival: string;
  durationMinutes: number;
  aircraft: string;
  distanceKm: number;
}

export interface FlightOption {
  legs: ScheduledLeg[];
  /** Departure to arrival including layovers. */
  durationMinutes: number;
  distanceKm: number;
}

const MAX_DIRECT_KM = 15_500;
const MIN_CONNECTION_KM = 700;

function served(carrier: Carrier, airport: GeoAirport): boolean {
  return airport.rank !== null || airport.country === carrier.country;
}

/** May `carrier` fly `from` -> `to` non-stop? */
function flies(carrier: Carrier, from: GeoAirport, to: GeoAirport, km: number): boolean {
  if (km < 150 || km > MAX_DIRECT_KM) return false;
  if (!served(carrier, from) || !served(carrier, to)) return false;
  const touchesHub = carrier.hubs.includes(from.code) || carrier.hubs.includes(to.code);
  const domestic = from.country === carrier.country && to.country === carrier.country;
  // Regional carriers (no long-haul network) stay within about 5,000 km abroad.
  if (!carrier.connects && !domestic && km > 5000) return false;
  if (touchesHub) return domestic || from.rank !== null || to.rank !== null;
  // Point to point between two big airports of the carrier's own country.
  return domestic && from.rank !== null && to.rank !== null && unitOf(carrier.code, from.code, to.code, 'p2p') < 0.6;
}

function blockMinutes(km: number): number {
  const cruise = km < 1500 ? 700 : 830;
  return Math.round((35 + (km / cruise) * 60) / 5) * 5;
}

/** The day's departures of one leg: 1-4 a day (more on short routes), a few days a week for thin ones. */
function departures(carrier: Carrier, from: GeoAirport, to: GeoAirport, km: number, date: string): ScheduledLeg[] {
  const frequencies =
    km > 9000 ? 1 : km > 4000 ? intOf(1, 2, carrier.code, from.code, to.code, 'f') : intOf(1, 4, carrier.code, from.code, to.code, 'f');
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const minutes = blockMinutes(km);
  const legs: ScheduledLeg[] = [];
  for (let i = 0; i < frequencies; i++) {
    if (unitOf(carrier.code, from.code, to.code, i, weekday, 'days') < 0.12) continue;
    const slot = intOf(0, 198, carrier.code, from.code, to.code, i, 'slot'); // 5-minute steps from 06:00 to 22:30
    const depMinute = 6 * 60 + slot * 5;
    const departure = `${date}T${String(Math.floor(depMinute / 60)).padStart(2, '0')}:${String(depMinute % 60).padStart(2, '0')}`;
    const arrivalInstant = instantOf(departure, from.timeZone) + minutes * 60_000;
    const flightNumber = `${carrier.code}${intOf(101, 8999, carrier.code, from.code, to.code, i, 'number')}`;
    legs.push({
      carrier: carrier.code,
      flightNumber,
      origin: from.code,
      destination: to.code,
      departure,
      arrival: localTime(arrivalInstant, to.timeZone),
      durationMinutes: minutes,
      aircraft: km > 4000 ? carrier.aircraft.long : carrier.aircraft.short,
      distanceKm: km,
    });
  }
  return legs;
}

function minutesBetween(a: ScheduledLeg, b: ScheduledLeg, geo: Geography): number {
  const arrive = instantOf(a.arrival, geo.airport(a.destination)!.timeZone);
  const leave = instantOf(b.departure, geo.airport(b.origin)!.timeZone);
  return Math.round((leave - arrive) / 60_000);
}

function elapsed(first: ScheduledLeg, last: ScheduledLeg, geo: Geography): number {
  const leave = instantOf(first.departure, geo.airport(first.origin)!.timeZone);
  const arrive = instantOf(last.arrival, geo.airport(last.destination)!.timeZone);
  return Math.round((arrive - leave) / 60_000);
}

/** Non-stop and one-stop options from `origin` to `destination` departing on `date` (local). */
export function flightOptions(
  geo: Geography,
  originCode: string,
  destinationCode: string,
  date: string,
  carriers: Carrier[] = CARRIERS,
): FlightOption[] {
  const origin = geo.airport(originCode);
  const destination = geo.airport(destinationCode);
  if (!origin || !destination || origin.code === destination.code) return [];
  const km = geo.distanceKm(origin.code, destination.code);
  const options: FlightOption[] = [];
  for (const carrier of carriers) {
    if (flies(carrier, origin, destination, km)) {
      for (const leg of departures(carrier, origin, destination, km, date))
        options.push({ legs: [leg], durationMinutes: leg.durationMinutes, distanceKm: km });
    }
    if (km < MIN_CONNECTION_KM) continue;
    const local = origin.country === carrier.country || destination.country === carrier.country;
    if (!local && !carrier.connects) continue;
    for (const hubCode of carrier.hubs) {
      if (hubCode === origin.code || hubCode === destination.code) continue;
      const hub = geo.airport(hubCode);
      if (!hub) continue;
      const first = geo.distanceKm(origin.code, hub.code);
      const second = geo.distanceKm(hub.code, destination.code);
      if ((first + second) / km > (local ? 1.45 : 1.25)) continue;
      if (!flies(carrier, origin, hub, first) || !flies(carrier, hub, destination, second)) continue;
      const minLayover = origin.country === destination.country ? 60 : 90;
      for (const inbound of departures(carrier, origin, hub, first, date)) {
        const arrivalDate = inbound.arrival.slice(0, 10);
        const onward = [
          ...departures(carrier, hub, destination, second, arrivalDate),
          ...departures(carrier, hub, destination, second, nextDay(arrivalDate)),
        ].find((leg) => {
          const wait = minutesBetween(inbound, leg, geo);
          return wait >= minLayover && wait <= 14 * 60;
        });
        if (onward) options.push({ legs: [inbound, onward], durationMinutes: elapsed(inbound, onward, geo), distanceKm: first + second });
      }
    }
  }
  return options;
}

export function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

export type ExactSegment = Omit<ExactSegmentRequest, 'bookingClass'>;

/** An option made of exactly these flights (pricing a PNR's segments), timed by distance. */
export function optionFromSegments(geo: Geography, segments: ExactSegment[]): FlightOption | null {
  const legs: ScheduledLeg[] = [];
  for (const segment of segments) {
    const from = geo.airport(segment.origin);
    const to = geo.airport(segment.destination);
    if (!from || !to) return null;
    const km = geo.distanceKm(from.code, to.code);
    const departure = `${segment.date}T${segment.departureTime}`;
    const leaves = instantOf(departure, from.timeZone);
    const arrival = segment.arrivalTime
      ? `${new Date(Date.parse(`${segment.date}T00:00:00Z`) + (segment.arrivalDayOffset ?? 0) * 86_400_000).toISOString().slice(0, 10)}T${segment.arrivalTime}`
      : localTime(leaves + blockMinutes(km) * 60_000, to.timeZone);
    const minutes = Math.round((instantOf(arrival, to.timeZone) - leaves) / 60_000);
    legs.push({
      carrier: segment.carrier,
      flightNumber: segment.flightNumber,
      origin: from.code,
      destination: to.code,
      departure,
      arrival,
      durationMinutes: minutes,
      aircraft: km > 4000 ? 'B789' : 'A320',
      distanceKm: km,
    });
  }
  if (legs.length === 0) return null;
  return {
    legs,
    durationMinutes: legs.length === 1 ? legs[0]!.durationMinutes : elapsed(legs[0]!, legs[legs.length - 1]!, geo),
    distanceKm: legs.reduce((sum, l) => sum + l.distanceKm, 0),
  };
}
