// The error catalogue: a client tells errors apart by code alone, so no two names may share one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '@locales/en/errors.json';
import zhCn from '@locales/zh-cn/errors.json';
import zhTw from '@locales/zh-tw/errors.json';
import { ErrorCode, HTTP_STATUS, type ErrorCodeName } from './errors';

const names = Object.keys(ErrorCode) as ErrorCodeName[];

describe('error catalogue', () => {
  it('gives every error its own code', () => {
    const byCode = new Map<number, ErrorCodeName[]>();
    for (const name of names) byCode.set(ErrorCode[name], [...(byCode.get(ErrorCode[name]) ?? []), name]);
    const shared = [...byCode].filter(([, sharing]) => sharing.length > 1);
    expect(shared).toEqual([]);
  });

  it('lists every code with its HTTP status in docs/api.md', () => {
    const documented = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    const missing = names.filter((n) => n !== 'OK' && !new RegExp(`^\\| ${ErrorCode[n]} \\| ${HTTP_STATUS[n]}\\b`, 'm').test(documented));
    expect(missing).toEqual([]);
  });

  it('gives every error an HTTP status and a message in each language', () => {
    for (const name of names.filter((n) => n !== 'OK')) {
      expect(HTTP_STATUS[name], name).toBeGreaterThanOrEqual(400);
      for (const [lang, texts] of [
        ['en', en],
        ['zh-cn', zhCn],
        ['zh-tw', zhTw],
      ] as const) {
        expect((texts.errors as Record<string, string>)[name], `${lang} ${name}`).toBeTruthy();
      }
    }
  });
});
