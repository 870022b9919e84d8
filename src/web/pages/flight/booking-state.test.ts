// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingState } from './booking-state';

const login = (id: number) => localStorage.setItem('tessera.session', JSON.stringify({ token: 't', userInfo: { id } }));
const search = {
  id: 'S1',
  currency: 'CNY',
  createdAt: '2026-11-21T00:00:00Z',
  request: {
    journeys: [],
    passengers: { adult: 1, child: 0, infant: 0 },
    bookingType: 'oneway' as const,
    cabinClass: 'economy' as const,
    sort: 'price' as const,
  },
};

describe('booking state between the booking screens', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps the last search and quote for the user who made them', () => {
    login(7);
    bookingState.saveSearch(search);
    expect(bookingState.search()?.id).toBe('S1');
    login(8);
    expect(bookingState.search()).toBeNull();
  });

  it('forgets everything on clear', () => {
    login(7);
    bookingState.saveSearch(search);
    bookingState.clear();
    expect(bookingState.search()).toBeNull();
    expect(bookingState.quote()).toBeNull();
  });

  it('reads a damaged entry as nothing', () => {
    login(7);
    sessionStorage.setItem('tessera.flight.search', '{not json');
    expect(bookingState.search()).toBeNull();
  });
});
