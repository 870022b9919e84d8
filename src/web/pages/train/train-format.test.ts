import { describe, expect, it } from 'vitest';
import type { Station } from '@/domain/trains/schemas';
import { chinaTime, clock, daysLater, durationParts, localName, parsePick, pickParam, placeOptions } from './train-format';

const names = (en: string, cn: string, tw: string) => ({ en, 'zh-cn': cn, 'zh-tw': tw });
const station = (code: string, name: ReturnType<typeof names>, city: string, cityName: ReturnType<typeof names>): Station => ({
  code,
  name,
  pinyin: '',
  initials: '',
  city: { code: city, name: cityName },
});
const beijing = names('Beijing', '北京', '北京');

describe('train formatting', () => {
  it('names a place in the reader language, traditional for zh-TW', () => {
    const n = names('Shanghai Hongqiao', '上海虹桥', '上海虹橋');
    expect(localName(n, 'zh-TW')).toBe('上海虹橋');
    expect(localName(n, 'zh-cn')).toBe('上海虹桥');
    expect(localName(n, 'en-GB')).toBe('Shanghai Hongqiao');
  });

  it('reads clock, overnight days and durations from local times', () => {
    expect(clock('2026-11-28T07:42')).toBe('07:42');
    expect(daysLater('2026-11-28T07:42', '2026-11-29T00:25')).toBe(1);
    expect(daysLater('2026-11-28T07:42', '2026-11-28T12:25')).toBe(0);
    expect(durationParts(1003)).toEqual({ hours: 16, minutes: 43 });
  });

  it('writes an instant in China time', () => {
    expect(chinaTime('2026-12-01T16:00:00.000Z')).toBe('2026-12-02 00:00');
  });

  it('offers a city before its stations when more than one is found', () => {
    const options = placeOptions(
      [
        station('BJP', beijing, 'beijing', beijing),
        station('VNP', names('Beijing South', '北京南', '北京南'), 'beijing', beijing),
        station('TJP', names('Tianjin', '天津', '天津'), 'tianjin', names('Tianjin', '天津', '天津')),
      ],
      'en',
    );
    expect(options.map((o) => [o.kind, o.value, o.label])).toEqual([
      ['city', 'beijing', 'Beijing'],
      ['station', 'BJP', 'Beijing (BJP)'],
      ['station', 'VNP', 'Beijing South (VNP)'],
      ['station', 'TJP', 'Tianjin (TJP)'],
    ]);
  });

  it('carries a picked train and class through the address and back', () => {
    const pick = { offerId: 'outbound|G1|2026-11-28|VNP|AOH', seatClass: 'second' as const };
    expect(parsePick(pickParam(pick))).toEqual(pick);
    expect(parsePick(null)).toBeNull();
    expect(parsePick('garbage')).toBeNull();
  });
});
