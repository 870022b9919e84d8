import { afterEach } from 'vitest';

// Testing Library unmounts rendered trees after each test only when the test API is global, and
// ours is imported. Without the unmount, React's scheduler can run after a jsdom file's
// environment is torn down and fail the whole run with "window is not defined".
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
