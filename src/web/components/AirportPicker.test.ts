import { describe, expect, it } from 'vitest';
import type { Airport } from '@/domain/schemas/airports';
import { airportLabel } from './AirportPicker';

const airport = (code: string, names: [string, string, string], city: [string, string, string]): Airport => ({
  type: 'airport',
  code,
  name: names[0],
  chineseName: names[1],
  traditionalName: names[2],
  country: 'CN',
  timeZone: 'Asia/Shanghai',
  cityCode: code,
  cityName: city[0],
  cityChineseName: city[1],
  cityTraditionalName: city[2],
  underCity: false,
});

describe('airport labels', () => {
  const hkg = airport('HKG', ['Hong Kong International Airport', '香港国际机场', '香港國際機場'], ['Hong Kong', '香港', '香港']);
  const pvg = airport('PVG', ['Pudong International Airport', '浦东国际机场', '浦東國際機場'], ['Shanghai', '上海', '上海']);

  it("names the city once when the airport's name starts with it", () => {
    expect(airportLabel(hkg, 'en')).toBe('Hong Kong International Airport (HKG)');
    expect(airportLabel(hkg, 'zh-cn')).toBe('香港国际机场 (HKG)');
    expect(airportLabel(hkg, 'zh-tw')).toBe('香港國際機場 (HKG)');
  });

  it('puts the city before an airport named otherwise', () => {
    expect(airportLabel(pvg, 'en')).toBe('Shanghai Pudong International Airport (PVG)');
    expect(airportLabel(pvg, 'zh-cn')).toBe('上海 浦东国际机场 (PVG)');
  });
});
