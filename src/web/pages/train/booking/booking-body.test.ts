import { describe, expect, it } from 'vitest';
import type { OftenUsedPassenger } from '@/domain/schemas/member-cards';
import { bookingBody, railChoices } from './booking-body';
import { resultsQuery } from './useTrainSearch';

const saved = (id: number, type: string, number: string): OftenUsedPassenger => ({
  id,
  passenger: { surname: 'WANG', given_names: 'Fang', travel_document: { type, number } },
  createdAt: '',
  updatedAt: '',
});

describe('train booking body', () => {
  it('offers only often-used passengers whose document the railway accepts', () => {
    expect(railChoices([saved(1, 'idcard', '110101199001011234'), saved(2, 'eep', 'C1234567'), saved(3, 'passport', 'E12345678')])).toEqual(
      [
        { id: 1, name: 'WANG Fang', documentType: 'idcard', documentTail: '1234' },
        { id: 3, name: 'WANG Fang', documentType: 'passport', documentTail: '5678' },
      ],
    );
  });

  it('sends a typed passenger in full and an often-used one by id, with both journeys', () => {
    const body = bookingBody(
      'TS1',
      [
        { offerId: 'o1', seatClass: 'second' },
        { offerId: 'o2', seatClass: 'first' },
      ],
      {
        passengers: [
          { name: ' Li Lei ', type: 'adult', documentType: 'passport', documentNumber: 'e1234567', seatPreference: 'F' },
          { oftenUsedPassengerId: 7, type: 'student' },
        ],
        contact: { name: 'Ops', phone: '85212345678', email: ' ' },
        payment: 'balance',
        remark: '',
      },
    );
    expect(body).toEqual({
      searchId: 'TS1',
      journeys: [
        { offerId: 'o1', seatClass: 'second' },
        { offerId: 'o2', seatClass: 'first' },
      ],
      passengers: [
        { name: 'Li Lei', type: 'adult', documentType: 'passport', documentNumber: 'E1234567', seatPreference: 'F' },
        { oftenUsedPassengerId: 7, type: 'student' },
      ],
      contact: { name: 'Ops', phone: '85212345678' },
      payment: 'balance',
    });
  });

  it('asks the results with lists comma separated and empty filters left out', () => {
    expect(resultsQuery({ leg: 'return', sort: 'price', order: 'asc', trainTypes: ['G', 'D'], seatClasses: [] })).toEqual({
      leg: 'return',
      sort: 'price',
      order: 'asc',
      trainTypes: 'G,D',
    });
  });
});
