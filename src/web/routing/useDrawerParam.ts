// Which drawer a list page has open (create, edit, show, settings) and for which row, kept in the
// URL so the browser's back button closes it and a link opens it again.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface DrawerState<V extends string> {
  view: V | null;
  id: number | null;
}

export function useDrawerParam<V extends string>(views: readonly V[]): [DrawerState<V>, (view: V | null, id?: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('view');
  const view = raw && (views as readonly string[]).includes(raw) ? (raw as V) : null;
  const id = Number(params.get('id')) || null;
  const open = useCallback(
    (next: V | null, nextId?: number) => {
      setParams((current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set('view', next);
        else copy.delete('view');
        if (next && nextId) copy.set('id', String(nextId));
        else copy.delete('id');
        return copy;
      });
    },
    [setParams],
  );
  return [{ view, id }, open];
}
