import { describe, expect, it } from 'vitest';
import { parsePnr, pnrDate, PnrReadError } from './parse-pnr';

const TODAY = '2026-11-21';

function problemOf(text: string) {
  try {
    parsePnr(text, TODAY);
  } catch (error) {
    if (error instanceof PnrReadError) return { problem: error.problem, lines: error.lines };
    throw error;
  }
  return null;
}

describe('PNR dates', () => {
  it('reads a day-month as the next such day, and a two-digit year by the SPEC rule', () => {
    expect(pnrDate('15DEC', TODAY)).toBe('2026-12-15');
    expect(pnrDate('10JAN', TODAY)).toBe('2027-01-10');
    expect(pnrDate('21NOV', TODAY)).toBe('2026-11-21');
    expect(pnrDate('05MAR26', TODAY)).toBe('2026-03-05');
    expect(pnrDate('05MAR99', TODAY)).toBe('1999-03-05');
    expect(pnrDate('31FEB', TODAY)).toBeNull();
    expect(pnrDate('12XYZ', TODAY)).toBeNull();
  });
});

describe('Amadeus', () => {
  it('reads a return trip with two adults', () => {
    const pnr = parsePnr(
      `RP/PEKCA2100/PEKCA2100            AA/SU  20NOV26/0512Z   ABC123
  1.ZHANG/SAN MR   2.LI/SIMEI MS
  3  CA1501 Y 15DEC 2 PEKSHA HK2  0800 1010   15DEC  E  CA/ABC123
  4  MU5102 M 20DEC 7 SHAPEK HK2  1400 1615   20DEC  E  MU/DEF456
  5 AP PEK 010-12345678
  6 TK OK20NOV/PEKCA2100`,
      TODAY,
    );
    expect(pnr.format).toBe('amadeus');
    expect(pnr.recordLocator).toBe('ABC123');
    expect(pnr.passengers).toEqual([
      { name: 'ZHANG/SAN', surname: 'ZHANG', givenNames: 'SAN', type: 'adult' },
      { name: 'LI/SIMEI', surname: 'LI', givenNames: 'SIMEI', type: 'adult' },
    ]);
    expect(
      pnr.segments.map((s) => [s.flightNumber, s.bookingClass, s.date, s.origin, s.destination, s.departureTime, s.arrivalTime]),
    ).toEqual([
      ['CA1501', 'Y', '2026-12-15', 'PEK', 'SHA', '08:00', '10:10'],
      ['MU5102', 'M', '2026-12-20', 'SHA', 'PEK', '14:00', '16:15'],
    ]);
  });

  it('reads a child and an overnight arrival', () => {
    const pnr = parsePnr(
      `RP/HKGCX08AA/HKGCX08AA            WS/SU  18NOV26/0900Z   Q7RT2M
  1.CHAN/TAIMAN MR   2.CHAN/SIUMING(CHD/12MAR18)
  3  CX 251 J 02DEC 3 HKGLHR HK2  2355 0525+1 03DEC  E  CX/Q7RT2M`,
      TODAY,
    );
    expect(pnr.passengers.map((p) => p.type)).toEqual(['adult', 'child']);
    expect(pnr.segments[0]).toMatchObject({ flightNumber: 'CX251', bookingClass: 'J', arrivalDayOffset: 1, date: '2026-12-02' });
  });

  it('skips cancelled segments but says so when nothing else is left', () => {
    expect(
      problemOf(`RP/PEKCA2100/PEKCA2100   AA/SU  20NOV26/0512Z   ABC123
  1.ZHANG/SAN MR
  2  CA1501 Y 15DEC 2 PEKSHA XX1  0800 1010   15DEC  E`),
    ).toEqual({ problem: 'cancelledSegments', lines: [3] });
  });
});

describe('Sabre', () => {
  it('reads names with their name numbers and 12-hour clock times', () => {
    const pnr = parsePnr(
      ` 1.1SMITH/JOHN MR  2.1SMITH/JANE MRS
 1 UA 857Y 15DEC 2 SFOPVG HK2  1045A  355P+1 /DCUA*KXPQ2L /E
 2 UA 858Y 29DEC 2 PVGSFO HK2   535P  120P /DCUA*KXPQ2L /E
TKT/TIME LIMIT
  1.TAW/10DEC
PHONES
  1.SFO415-5550100-A
RECEIVED FROM - P
KXPQ2L`,
      TODAY,
    );
    expect(pnr.format).toBe('sabre');
    expect(pnr.recordLocator).toBe('KXPQ2L');
    expect(pnr.passengers.map((p) => p.name)).toEqual(['SMITH/JOHN', 'SMITH/JANE']);
    expect(pnr.segments.map((s) => [s.flightNumber, s.departureTime, s.arrivalTime, s.arrivalDayOffset])).toEqual([
      ['UA857', '10:45', '15:55', 1],
      ['UA858', '17:35', '13:20', 0],
    ]);
  });

  it('marks infants and children', () => {
    const pnr = parsePnr(
      ` 1.1BROWN/ALICE MS  2.1BROWN/TOM*C08  3.1I/BROWN/BABY
 1 BA  27C 05JAN 2 LHRHKG HK3  1820  1425+1 /DCBA*ZZQ8PL /E`,
      TODAY,
    );
    expect(pnr.passengers.map((p) => [p.surname, p.type])).toEqual([
      ['BROWN', 'adult'],
      ['BROWN', 'child'],
      ['BROWN', 'infant'],
    ]);
    expect(pnr.segments[0]).toMatchObject({ flightNumber: 'BA27', bookingClass: 'C', date: '2027-01-05' });
  });
});

describe('TravelSky', () => {
  it('reads Chinese names, the record locator at the end of the name line and the segments', () => {
    const pnr = parsePnr(
      ` 1.张三 2.ZHANG/WEI JQ1K8M
 3.  CA1501 Y   TU15DEC  PEKSHA HK2   0800 1010          E T3T2
 4.  MU5102 M   SU20DEC  SHAPEK HK2   1400 1615          E
 5.BJS/T PEK/T 010-12345678/HARBOUR TRAVEL
 6.TL/0600/14DEC/PEK123
 7.SSR FOID CA HK1 NI110101199001011234/P1`,
      TODAY,
    );
    expect(pnr.format).toBe('travelsky');
    expect(pnr.recordLocator).toBe('JQ1K8M');
    expect(pnr.passengers).toEqual([
      {
        name: '张三',
        surname: '张',
        givenNames: '三',
        type: 'adult',
        document: { type: 'idcard', number: '110101199001011234', nationality: 'CN', birthday: '1990-01-01', gender: 'male', expiry: null },
      },
      { name: 'ZHANG/WEI', surname: 'ZHANG', givenNames: 'WEI', type: 'adult' },
    ]);
    expect(pnr.segments.map((s) => `${s.flightNumber} ${s.date} ${s.origin}${s.destination}`)).toEqual([
      'CA1501 2026-12-15 PEKSHA',
      'MU5102 2026-12-20 SHAPEK',
    ]);
  });

  it('reads a child marker and a next-day arrival', () => {
    const pnr = parsePnr(
      ` 1.WANG/XIAOMING CHD 2.WANG/DA HXB7YQ
 3.  CZ3101 B   WE16DEC  CANPEK HK2   2130 0025+1        E`,
      TODAY,
    );
    expect(pnr.passengers.map((p) => p.type)).toEqual(['child', 'adult']);
    expect(pnr.segments[0]).toMatchObject({ arrivalDayOffset: 1, flightNumber: 'CZ3101' });
  });
});

describe('bad and partial text', () => {
  it('says the text is empty', () => {
    expect(problemOf('   \n  ')).toEqual({ problem: 'empty', lines: [] });
  });

  it('says when no format is recognised', () => {
    expect(problemOf('hello, please book me a flight to Paris')?.problem).toBe('format');
  });

  it('says when names are there but no segment can be read, naming the line', () => {
    expect(
      problemOf(`RP/PEKCA2100/PEKCA2100   AA/SU  20NOV26/0512Z   ABC123
  1.ZHANG/SAN MR
  2  CA1501 Y 45DEC 2 PEKSHA HK1  0800 1010`),
    ).toEqual({ problem: 'segments', lines: [3] });
  });

  it('says when segments are there but no names', () => {
    expect(problemOf(`  3  CA1501 Y 15DEC 2 PEKSHA HK2  0800 1010   15DEC  E`)?.problem).toBe('names');
  });

  it('reports an unreadable time on a segment line', () => {
    expect(
      problemOf(` 1.1SMITH/JOHN MR
 1 UA 857Y 15DEC 2 SFOPVG HK2  9945A  355P+1 /DCUA*KXPQ2L /E`),
    ).toEqual({ problem: 'segments', lines: [2] });
  });

  it('keeps the segments it could read and lists the lines it could not', () => {
    const pnr = parsePnr(
      `RP/PEKCA2100/PEKCA2100   AA/SU  20NOV26/0512Z   ABC123
  1.ZHANG/SAN MR
  2  CA1501 Y 15DEC 2 PEKSHA HK1  0800 1010   15DEC  E
  3  MU5102 M 32DEC 7 SHAPEK HK1  1400 1615   20DEC  E`,
      TODAY,
    );
    expect(pnr.segments).toHaveLength(1);
    expect(pnr.unreadLines).toEqual([4]);
  });
});

describe('documents in special service requests', () => {
  it('gives each passenger the passport of its SSR DOCS line and the identity card of its FOID line', () => {
    const pnr = parsePnr(
      `RP/PEKCA2100/PEKCA2100            AA/SU  20NOV26/0512Z   ABC123
  1.ZHANG/SAN MR   2.SMITH/JOHN MR   3.LI/SI MS
  4  CA1501 Y 15DEC 2 PEKSHA HK3  0800 1010   15DEC  E  CA/ABC123
  5 SSR DOCS CA HK1 P/CHN/E12345678/CHN/12JUL80/M/15JAN31/ZHANG/SAN/P1
  6 SSR DOCS CA HK1 P/GBR/533123456/GBR/03FEB75/M/20AUG29/SMITH/JOHN
  7 SSR FOID CA HK1 NI110101199003071228/P3`,
      TODAY,
    );
    expect(pnr.unreadLines).toEqual([]);
    expect(pnr.passengers.map((p) => p.document)).toEqual([
      { type: 'chinese-passport', number: 'E12345678', nationality: 'CN', birthday: '1980-07-12', gender: 'male', expiry: '2031-01-15' },
      { type: 'passport', number: '533123456', nationality: 'GB', birthday: '1975-02-03', gender: 'male', expiry: '2029-08-20' },
      { type: 'idcard', number: '110101199003071228', nationality: 'CN', birthday: '1990-03-07', gender: 'female', expiry: null },
    ]);
  });

  it('leaves a passenger without a document line without a document', () => {
    const pnr = parsePnr(
      ` 1.1SMITH/JOHN MR
 1 UA 857Y 15DEC 2 SFOPVG HK1  1045A  355P+1 /DCUA*KXPQ2L /E
 2.SSR DOCS UA HK1/P/USA/123456789/USA/01JAN90/M/01JAN30/DOE/JANE`,
      TODAY,
    );
    expect(pnr.passengers[0]!.document).toBeUndefined();
  });
});
