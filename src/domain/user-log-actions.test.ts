import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { USER_LOG_ACTIONS, userLogActionLabelKey, userLogActionOf } from './user-log-actions';

const LANGUAGES = ['en', 'zh-cn', 'zh-tw'] as const;

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('user log action names', () => {
  it.each(LANGUAGES)('every action has a name in %s, and no name is left without an action', (lng) => {
    const common: unknown = JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${lng}/common.json`), 'utf8'));
    const missing = USER_LOG_ACTIONS.filter((a) => typeof lookup(common, userLogActionLabelKey(a)) !== 'string');
    expect(missing).toEqual([]);
    const names = Object.keys(lookup(common, 'userLog.actionNames') as object);
    expect(names.length).toBe(USER_LOG_ACTIONS.length);
  });

  it('answers an unknown action as other, never as itself', () => {
    expect(userLogActionOf('wallet.top_up')).toBe('wallet.top_up');
    expect(userLogActionOf('PUT /api/base/v2/me/config/:key')).toBe('other');
    expect(userLogActionLabelKey('login.failed')).toBe('userLog.actionNames.login_failed');
  });
});
