// The simulator's fares and cars: a rate per kilometre for each seat class (close to China Railway's
// published levels), rounded to 0.50 (child and student fares: src/domain/trains/fares.ts);
// how many seats each class has and which car a seat sits in.
import { round50 } from '@/domain/trains/fares';
import type { SeatClass, TrainType } from '@/domain/trains/schemas';

/** Fen per kilometre, by train type and class. */
const RATES: Record<TrainType, Partial<Record<SeatClass, number>>> = {
  G: { business: 145, first: 74, second: 46, standing: 46 },
  D: { first: 37, second: 31, standing: 31 },
  C: { first: 37, second: 31, standing: 31 },
  Z: { premium_soft_sleeper: 30, soft_sleeper: 18, hard_sleeper: 12, hard_seat: 7, standing: 7 },
  T: { soft_sleeper: 17, hard_sleeper: 11, hard_seat: 6, standing: 6 },
  K: { soft_sleeper: 16, hard_sleeper: 10, hard_seat: 6, standing: 6 },
};

/** Seats per class on one train. */
const CAPACITY: Record<SeatClass, number> = {
  business: 10,
  first: 56,
  second: 480,
  premium_soft_sleeper: 16,
  soft_sleeper: 64,
  hard_sleeper: 300,
  hard_seat: 420,
  standing: 80,
};

/** Cars: the first car of each class and seats per car. */
const CARS: Record<SeatClass, { first: number; perCar: number }> = {
  business: { first: 1, perCar: 10 },
  first: { first: 2, perCar: 56 },
  second: { first: 4, perCar: 90 },
  premium_soft_sleeper: { first: 8, perCar: 16 },
  soft_sleeper: { first: 9, perCar: 32 },
  hard_sleeper: { first: 11, perCar: 60 },
  hard_seat: { first: 1, perCar: 118 },
  standing: { first: 1, perCar: 20 },
};

export function seatClassesOf(type: TrainType): SeatClass[] {
  return Object.keys(RATES[type]) as SeatClass[];
}

export function adultFare(type: TrainType, seatClass: SeatClass, km: number): number {
  const rate = RATES[type][seatClass];
  if (rate === undefined) throw new Error(`${type} trains have no ${seatClass}`);
  return round50(rate * km);
}

export { passengerFare } from '@/domain/trains/fares';

export const capacityOf = (seatClass: SeatClass) => CAPACITY[seatClass];

const LETTERS = ['A', 'B', 'C', 'D', 'F'] as const;
const BERTHS = ['lower', 'middle', 'upper'] as const;

/** The car and seat of the n-th seat sold in a class (a preferred letter when the row has it free). */
export function seatOf(seatClass: SeatClass, n: number, preference?: string | null): { carriage: string; seat: string } {
  const cars = CARS[seatClass];
  const carriage = String(cars.first + Math.floor(n / cars.perCar)).padStart(2, '0');
  const inCar = n % cars.perCar;
  if (seatClass === 'standing') return { carriage, seat: 'standing' };
  if (seatClass.endsWith('sleeper'))
    return { carriage, seat: `${String(Math.floor(inCar / 3) + 1).padStart(2, '0')} ${BERTHS[inCar % 3]}` };
  const row = Math.floor(inCar / LETTERS.length) + 1;
  const letter = preference && (LETTERS as readonly string[]).includes(preference) ? preference : LETTERS[inCar % LETTERS.length]!;
  return { carriage, seat: `${String(row).padStart(2, '0')}${letter}` };
}
