// "Direct bookings only" on an orders list (flight and train alike): an agency with sub-agencies sees
// their orders too and may narrow the list to its own; an agency set to show only its own orders has
// it on for good, with a notice saying why (the server enforces the setting either way).
import type { CrudFilter } from '@refinedev/core';
import { Switch, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { filterValue } from './list-params';
import { subjectOf } from '@/web/access/subject-of';
import { useSessionState } from '@/web/services';

export interface DirectOnly {
  /** The list shows the caller's agency's own orders only. */
  directOnly: boolean;
  /** The agency's setting turns it on; the user cannot turn it off. */
  forced: boolean;
  /** The user may turn it on and off. */
  canNarrow: boolean;
}

/** Whether the list is narrowed to the agency's own orders, from the session and the list's `directOnly` filter. */
export function useDirectOnly(filters: readonly CrudFilter[]): DirectOnly {
  const { session } = useSessionState();
  const subject = subjectOf(session);
  const forced = !subject.staff && (session?.company.config.bookingConfig.showOnlyOwnOrders ?? false);
  const canNarrow = !subject.staff && subject.canCreateSubAgency && !forced;
  return { forced, canNarrow, directOnly: forced || (canNarrow && String(filterValue(filters, 'directOnly')) === 'true') };
}

export function DirectOnlySwitch({ state, onChange }: { state: DirectOnly; onChange(on: boolean): void }) {
  const { t } = useTranslation('orders');
  if (!state.canNarrow && !state.forced) return null;
  return (
    <Tooltip title={state.forced ? t('list.directOnlyForced') : undefined}>
      <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <Switch checked={state.directOnly} disabled={state.forced} data-testid="direct-only" onChange={onChange} />
        <Typography.Text>{t('list.directOnly')}</Typography.Text>
      </label>
    </Tooltip>
  );
}
