import { describe, expect, it } from 'vitest';
import { bookingTotal, passengerFare } from './fares';

describe('train fares by passenger type', () => {
  it('child half, student 75 % in the cheaper classes, rounded to 0.50', () => {
    expect(passengerFare(55_350, 'adult', 'second')).toBe(55_350);
    expect(passengerFare(55_350, 'child', 'second')).toBe(27_700);
    expect(passengerFare(55_350, 'student', 'second')).toBe(41_500);
    expect(passengerFare(93_300, 'student', 'first')).toBe(93_300);
  });

  it('the total prices every passenger on every journey', () => {
    expect(
      bookingTotal(
        [
          { adultPrice: 55_350, seatClass: 'second' },
          { adultPrice: 10_000, seatClass: 'first' },
        ],
        ['adult', 'child'],
      ),
    ).toBe(55_350 + 27_700 + 10_000 + 5_000);
  });
});
