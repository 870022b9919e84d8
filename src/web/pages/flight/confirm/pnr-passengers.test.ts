import { describe, expect, it } from 'vitest';
import { pnrPassengerValues } from './pnr-passengers';

const zhang = {
  name: 'ZHANG/SAN',
  surname: 'ZHANG',
  givenNames: 'SAN',
  type: 'adult' as const,
  document: {
    type: 'chinese-passport' as const,
    number: 'E12345678',
    nationality: 'CN',
    birthday: '1980-07-12',
    gender: 'male' as const,
    expiry: '2031-01-15',
  },
};
const wang = { name: 'WANG/XIAOMING', surname: 'WANG', givenNames: 'XIAOMING', type: 'child' as const };

describe('PNR passengers on the confirm page', () => {
  it('gives each form the next PNR passenger of its type, with the document the PNR holds', () => {
    const [child, adult, extra] = pnrPassengerValues(['child', 'adult', 'adult'], [zhang, wang], true);
    expect(child).toMatchObject({ type: 'child', surname: 'WANG', given_names: 'XIAOMING', gender: undefined });
    expect(adult).toMatchObject({ type: 'adult', surname: 'ZHANG', given_names: 'SAN', gender: 'male', nationality: 'CN' });
    expect((adult!.birthday as { format(f: string): string }).format('YYYY-MM-DD')).toBe('1980-07-12');
    const document = adult!.travel_document as { type: string; number: string; expiry: { format(f: string): string } };
    expect([document.type, document.number, document.expiry.format('YYYY-MM-DD')]).toEqual(['chinese-passport', 'E12345678', '2031-01-15']);
    expect(extra).toEqual({ type: 'adult' });
  });

  it("carries names only when the fare's documents changed", () => {
    const [adult] = pnrPassengerValues(['adult'], [zhang], false);
    expect(adult).toMatchObject({ surname: 'ZHANG', given_names: 'SAN', gender: undefined, nationality: undefined });
    expect((adult!.travel_document as { number?: string }).number).toBeUndefined();
  });
});
