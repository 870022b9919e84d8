// One agency's wallet, loaded when `enabled` (a modal opens) and reloadable after a change.
import { useCallback, useEffect, useState } from 'react';
import type { WalletBalance } from '@/domain/schemas/wallet';
import { walletApi } from '@/web/api/wallet';
import { isApiError } from '@/web/providers/api-error';
import { useServices } from '@/web/services';

export function useWalletOf(agencyId: number | null, enabled = true) {
  const { http } = useServices();
  const [wallet, setWallet] = useState<WalletBalance | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    if (agencyId === null) return;
    try {
      setWallet(await walletApi.balance(http, agencyId));
      setError(null);
    } catch (e) {
      setError(isApiError(e) ? e.message : String(e));
    }
  }, [http, agencyId]);
  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);
  return { wallet, error, reload };
}

/** A fresh key per opened form: a retried submit of the same form is one operation. */
export function newIdempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
