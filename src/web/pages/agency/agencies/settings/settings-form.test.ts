import { describe, expect, it } from 'vitest';
import { defaultAgencySettings } from '@/domain/schemas/agency-settings';
import { settingsFromForm, settingsToForm } from './settings-form';

describe('agency settings form values', () => {
  it('shows minor units as major units of their currency and basis points as percent, and back exactly', () => {
    const stored = defaultAgencySettings('JPY');
    stored.flight.markups.china = { way: 'fixed', value: 1500, limit: 0 };
    stored.flight.markups.intercontinental = { way: 'percent', value: 275, limit: 300 };
    stored.flight.serviceFees = { change: 12_345, refund: 0, void: 99, currency: 'USD' };
    const form = settingsToForm(stored);
    expect(form.flight.markups.china).toEqual({ way: 'fixed', value: 1500, limit: 0 });
    expect(form.flight.markups.intercontinental).toEqual({ way: 'percent', value: 2.75, limit: 300 });
    expect(form.flight.serviceFees).toEqual({ change: 123.45, refund: 0, void: 0.99, currency: 'USD' });
    expect(settingsFromForm(form)).toEqual(stored);
  });

  it('rounds typed amounts to whole minor units and empties URLs to null', () => {
    const form = settingsToForm(defaultAgencySettings('CNY'));
    form.flight.markups.domestic = { way: 'fixed', value: 10.005, limit: 0.1 + 0.2 };
    form.flight.bookingNotifyUrl = '   ';
    const stored = settingsFromForm(form);
    expect(stored.flight.markups.domestic).toEqual({ way: 'fixed', value: 1001, limit: 30 });
    expect(stored.flight.bookingNotifyUrl).toBeNull();
  });
});
