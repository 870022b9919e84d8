// A polite live region for progress the eye follows elsewhere on the page (suppliers answering, then
// the number of results): mounted empty with its page, so each change of its text is announced once,
// without moving focus. Hidden from sight: the page shows the same facts its own way.
import type { ReactNode } from 'react';

export function LiveStatus({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" data-testid={testId}>
      {children}
    </div>
  );
}
