import { describe, expect, it } from 'vitest';
import { parseEventBlocks } from './useChatStream';

describe('reading a chat event stream', () => {
  it('answers whole events with their ids, skips comments, and keeps an unfinished block for the next chunk', () => {
    const { events, rest } = parseEventBlocks('retry: 3000\n\n: ping\n\nid: 7\nevent: message\ndata: {"a":1}\n\nid: 8\nevent: mess');
    expect(events).toEqual([{ id: '7', data: '{"a":1}' }]);
    expect(rest).toBe('id: 8\nevent: mess');
    expect(parseEventBlocks(`${rest}age\ndata: {"b":2}\n\n`).events).toEqual([{ id: '8', data: '{"b":2}' }]);
  });
});
