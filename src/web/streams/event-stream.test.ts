import { describe, expect, it } from 'vitest';
import { parseEventBlocks } from './event-stream';

describe('reading an event stream', () => {
  it('answers whole events with their ids, skips comments, and keeps an unfinished block for the next chunk', () => {
    const { events, rest } = parseEventBlocks('retry: 3000\n\n: ping\n\nid: 7\nevent: message\ndata: {"a":1}\n\nid: 8\nevent: mess');
    expect(events).toEqual([{ id: '7', event: 'message', data: '{"a":1}' }]);
    expect(rest).toBe('id: 8\nevent: mess');
    expect(parseEventBlocks(`${rest}age\ndata: {"b":2}\n\n`).events).toEqual([{ id: '8', event: 'message', data: '{"b":2}' }]);
    expect(parseEventBlocks('data: x\n\n').events).toEqual([{ data: 'x' }]);
  });
});
