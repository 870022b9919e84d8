import { useCallback, useEffect, useState } from 'react';
import type { Agency } from '@/domain/schemas/agencies';
import { showSaveError } from '@/web/admin/apply-errors';
import { agencyApi } from '@/web/api/agencies';
import { useServices } from '@/web/services';

/** The agency a drawer shows, loaded by id (so a link to a drawer opens it with fresh data). */
export function useAgency(id: number | null, fallback: string): [Agency | null, () => void] {
  const { http } = useServices();
  const [agency, setAgency] = useState<Agency | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!id) return setAgency(null);
    let live = true;
    agencyApi.get(http, id).then(
      (a) => live && setAgency(a),
      (error: unknown) => showSaveError(null, error, fallback),
    );
    return () => {
      live = false;
    };
  }, [http, id, version, fallback]);
  return [agency, useCallback(() => setVersion((v) => v + 1), [])];
}
