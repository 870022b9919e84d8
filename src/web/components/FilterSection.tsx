// One titled group of a results filter panel (flights, trains): a fieldset whose legend names the
// boxes for a screen reader, and one Tab stop with the arrow keys inside.
import type { ReactNode } from 'react';
import { useRovingFocus } from '@/web/a11y/useRovingFocus';

export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  const roving = useRovingFocus<HTMLFieldSetElement>();
  return (
    <fieldset ref={roving.ref} onKeyDown={roving.onKeyDown} onFocus={roving.onFocus} style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
      <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 6 }}>{title}</legend>
      {children}
    </fieldset>
  );
}
