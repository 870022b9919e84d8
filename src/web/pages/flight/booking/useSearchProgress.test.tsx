// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServicesProvider } from '@/web/services';
import { FAKE_IDENTITIES } from '@/web/testing/fake-identities';
import { createFakeServices } from '@/web/testing/fake-services';
import { useSearchProgress } from './useSearchProgress';

/** A stream the test writes to: each `push` is one server-sent event block. */
function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    body,
    push: (data: object) => controller.enqueue(encoder.encode(`event: progress\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => controller.close(),
  };
}

function wrapper({ children }: { children: ReactNode }) {
  return <ServicesProvider services={createFakeServices({ identity: FAKE_IDENTITIES.operator })}>{children}</ServicesProvider>;
}

afterEach(() => vi.unstubAllGlobals());

describe('following a search as suppliers answer', () => {
  it("reads again on each supplier's answer, with the user's token, and stays pushed when the search ends", async () => {
    const stream = controlledStream();
    const fetchStub = vi.fn(async () => new Response(stream.body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
    vi.stubGlobal('fetch', fetchStub);
    const { result } = renderHook(() => useSearchProgress('S1'), { wrapper });
    await waitFor(() => expect(fetchStub).toHaveBeenCalled());
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/shopping\/v2\/flight\/async-shopping\/S1\/events$/);
    expect((init.headers as Record<string, string>).authorization).toBe(`Bearer ${FAKE_IDENTITIES.operator.token}`);

    stream.push({ answered: 0, of: 3, complete: false });
    stream.push({ answered: 1, of: 3, complete: false });
    await waitFor(() => expect(result.current.version).toBe(1));
    stream.push({ answered: 3, of: 3, complete: false });
    stream.push({ answered: 3, of: 3, complete: true });
    await waitFor(() => expect(result.current.version).toBe(3));
    stream.end();
    // Ended after completion: nothing to poll for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toEqual({ pushing: true, version: 3 });
  });

  it('falls back to polling when the stream is refused or ends before the search does', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    const refused = renderHook(() => useSearchProgress('S2'), { wrapper });
    await waitFor(() => expect(refused.result.current.pushing).toBe(false));

    const stream = controlledStream();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(stream.body, { status: 200 })),
    );
    const dropped = renderHook(() => useSearchProgress('S3'), { wrapper });
    stream.push({ answered: 1, of: 3, complete: false });
    await waitFor(() => expect(dropped.result.current.version).toBe(1));
    expect(dropped.result.current.pushing).toBe(true);
    stream.end();
    await waitFor(() => expect(dropped.result.current.pushing).toBe(false));
  });
});
