// Traditional Chinese as read in Hong Kong and Taiwan: a partner, airline or airport "code" is 代碼.
// 程式碼 means program source code, and reads as a machine translation to an agency.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(import.meta.dirname, '../../locales/zh-tw');

describe('zh-tw wording', () => {
  it.each(readdirSync(DIR).filter((f) => f.endsWith('.json')))('%s calls a code 代碼, never 程式碼', (file) => {
    const lines = readFileSync(join(DIR, file), 'utf8').split('\n');
    expect(lines.filter((line) => line.includes('程式碼')).map((line) => line.trim())).toEqual([]);
  });
});
