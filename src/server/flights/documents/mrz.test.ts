import { describe, expect, it } from 'vitest';
import { checkDigit, MrzError, parseMrzText, parseTd3 } from './mrz';

const NOW = new Date('2026-11-21T00:00:00Z');
// ICAO 9303 part 4 specimen.
const ICAO_1 = 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<';
const ICAO_2 = 'L898902C36UTO7408122F1204159ZE184226B<<<<<10';

function line2(number: string, nationality: string, birth: string, sex: string, expiry: string): string {
  const n = number.padEnd(9, '<');
  const personal = '<'.repeat(14);
  const body = `${n}${checkDigit(n)}${nationality}${birth}${checkDigit(birth)}${sex}${expiry}${checkDigit(expiry)}${personal}<`;
  const composite = checkDigit(`${body.slice(0, 10)}${body.slice(13, 20)}${body.slice(21, 43)}`);
  return `${body}${composite}`;
}

describe('check digits', () => {
  it('weights 7-3-1 with letters as 10-35 and fillers as 0', () => {
    expect(checkDigit('L898902C3')).toBe(6);
    expect(checkDigit('740812')).toBe(2);
    expect(checkDigit('120415')).toBe(9);
    expect(checkDigit('<<<')).toBe(0);
  });
});

describe('TD3 passport MRZ', () => {
  it('reads the ICAO specimen but refuses its unknown country (UTO)', () => {
    expect(() => parseTd3(ICAO_1, ICAO_2, NOW)).toThrow(MrzError);
  });

  it('reads a Chinese passport: names, number, dates by the two-digit year rule, sex', () => {
    const l1 = 'P<CHNZHANG<<SAN<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<';
    const l2 = line2('E12345678', 'CHN', '900101', 'M', '300615');
    expect(parseTd3(l1, l2, NOW)).toEqual({
      documentType: 'chinese-passport',
      surname: 'ZHANG',
      givenNames: 'SAN',
      documentNumber: 'E12345678',
      nationality: 'CN',
      birthday: '1990-01-01',
      gender: 'male',
      expiry: '2030-06-15',
      issuingCountry: 'CN',
    });
  });

  it('reads a child born this century and a two-part given name', () => {
    const l1 = 'P<GBRSMITH<<EMMA<ROSE<<<<<<<<<<<<<<<<<<<<<<<<';
    const l2 = line2('533401234', 'GBR', '180312', 'F', '280312');
    const doc = parseTd3(l1, l2, NOW);
    expect(doc).toMatchObject({
      documentType: 'passport',
      surname: 'SMITH',
      givenNames: 'EMMA ROSE',
      nationality: 'GB',
      birthday: '2018-03-12',
      gender: 'female',
    });
  });

  it('refuses a wrong check digit', () => {
    const l1 = 'P<CHNZHANG<<SAN<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<';
    const l2 = line2('E12345678', 'CHN', '900101', 'M', '300615');
    const broken = `${l2.slice(0, 9)}${(Number(l2[9]) + 1) % 10}${l2.slice(10)}`;
    expect(() => parseTd3(l1, broken, NOW)).toThrow(/document number/);
  });

  it('refuses an impossible date even with a matching check digit', () => {
    const l1 = 'P<CHNZHANG<<SAN<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<';
    expect(() => parseTd3(l1, line2('E12345678', 'CHN', '901301', 'M', '300615'), NOW)).toThrow(/bad date/);
  });
});

describe('MRZ in OCR text', () => {
  it('finds the lines among other text and repairs common misreadings', () => {
    const l2 = line2('E12345678', 'CHN', '900101', 'M', '300615');
    // O for 0 in the birth date, spaces, a lower-case line and a « for two fillers.
    const ocr = `PEOPLE'S REPUBLIC OF CHINA\nPassport\n${'P<CHNZHANG<<SAN<<<<<<<<<<<<<<<<<«<<<<<<<<<<<<'.toLowerCase()}\n${l2.slice(0, 13)}9OO1O1${l2.slice(19, 30)} ${l2.slice(30)}\n`;
    expect(parseMrzText(ocr, NOW)).toMatchObject({ surname: 'ZHANG', birthday: '1990-01-01', documentNumber: 'E12345678' });
  });

  it('accepts a second line whose last (composite) digit OCR dropped, when every field check digit holds', () => {
    const l2 = line2('925076473', 'GBR', '850723', 'F', '310914');
    expect(parseTd3('P<GBRTAYLOR<<OLIVIA<GRACE<<<<<<<<<<<<<<<<<<<', l2.slice(0, 43), NOW)).toMatchObject({
      surname: 'TAYLOR',
      documentNumber: '925076473',
    });
    const wrongComposite = `${l2.slice(0, 43)}${(Number(l2[43]) + 1) % 10}`;
    expect(() => parseTd3('P<GBRTAYLOR<<OLIVIA<GRACE<<<<<<<<<<<<<<<<<<<', wrongComposite, NOW)).toThrow(/composite/);
  });

  it('says so when there is no MRZ', () => {
    expect(() => parseMrzText('a photo of a cat', NOW)).toThrow(MrzError);
  });
});
