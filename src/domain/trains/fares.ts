// The railway's fares by passenger type, from the adult fare of a seat class: a child pays half, a
// student 75 % in the cheaper classes (second class, hard seat, hard sleeper, standing), each rounded
// to 0.50 and at least 5.00. The booking page prices every passenger with it before Book, so the
// total it shows is what the order costs.
import type { SeatClass } from './schemas';

const STUDENT_CLASSES: readonly SeatClass[] = ['second', 'hard_seat', 'hard_sleeper', 'standing'];

export const round50 = (fen: number) => Math.max(500, Math.round(fen / 50) * 50);

export function passengerFare(adult: number, type: 'adult' | 'child' | 'student', seatClass: SeatClass): number {
  if (type === 'child') return round50(adult / 2);
  if (type === 'student' && STUDENT_CLASSES.includes(seatClass)) return round50((adult * 3) / 4);
  return adult;
}

/** What a booking costs: every passenger on every journey at the fare of their type. */
export function bookingTotal(
  journeys: ReadonlyArray<{ adultPrice: number; seatClass: SeatClass }>,
  types: ReadonlyArray<'adult' | 'child' | 'student'>,
): number {
  return journeys.reduce((sum, j) => sum + types.reduce((s, type) => s + passengerFare(j.adultPrice, type, j.seatClass), 0), 0);
}
