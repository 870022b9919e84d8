// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './lazy-page';

function Page() {
  return <p>the page</p>;
}

describe('a preloadable part', () => {
  it('renders at once, without its fallback, when its code has already arrived', async () => {
    const Part = preloadable(async () => ({ default: Page }));
    await Part.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('shows the fallback while its code is still on the way, then the part', async () => {
    let arrive!: (module: { default: typeof Page }) => void;
    const Part = preloadable(() => new Promise<{ default: typeof Page }>((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive({ default: Page }));
    expect(await screen.findByText('the page')).toBeTruthy();
  });

  it('tries the download again after a failure', async () => {
    let calls = 0;
    const Part = preloadable(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk failed');
      return { default: Page };
    });
    await expect(Part.preload()).rejects.toThrow('chunk failed');
    await Part.preload();
    expect(calls).toBe(2);
  });
});
