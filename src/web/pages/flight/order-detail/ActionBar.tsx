// The buttons of an order: exactly the actions the server says the caller may take now
// (`allowedActions`, never worked out here), in a fixed order, destructive ones in red, each also
// behind the access policy for the action its resource declares. Downloads have their own menu.
import {
  AuditOutlined,
  CheckOutlined,
  CloseOutlined,
  DeleteOutlined,
  EditOutlined,
  FileDoneOutlined,
  LockOutlined,
  RollbackOutlined,
  StopOutlined,
  UnlockOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { CanAccess } from '@refinedev/core';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderAction } from '@/domain/flights/flight-orders';

export type BarAction = Exclude<OrderAction, 'download'>;

const ORDER: readonly BarAction[] = [
  'pay',
  'confirm',
  'approve',
  'reject',
  'issue',
  'change',
  'refund',
  'void',
  'cancel',
  'lock',
  'unlock',
  'delete',
];
const DANGER: ReadonlySet<BarAction> = new Set(['cancel', 'void', 'delete', 'reject']);
const PRIMARY: ReadonlySet<BarAction> = new Set(['pay', 'confirm', 'approve']);
const ICONS: Record<BarAction, ReactNode> = {
  pay: <WalletOutlined aria-hidden />,
  confirm: <CheckOutlined aria-hidden />,
  approve: <AuditOutlined aria-hidden />,
  reject: <CloseOutlined aria-hidden />,
  issue: <FileDoneOutlined aria-hidden />,
  change: <EditOutlined aria-hidden />,
  refund: <RollbackOutlined aria-hidden />,
  void: <StopOutlined aria-hidden />,
  cancel: <CloseOutlined aria-hidden />,
  lock: <LockOutlined aria-hidden />,
  unlock: <UnlockOutlined aria-hidden />,
  delete: <DeleteOutlined aria-hidden />,
};

/** The declared resource action each button needs (resources/flights.ts): staff decisions are the review queue's. */
export const ACTION_GRANTS: Record<BarAction, { resource: 'flight-orders' | 'order-review'; action: string }> = {
  pay: { resource: 'flight-orders', action: 'pay' },
  confirm: { resource: 'flight-orders', action: 'confirm' },
  approve: { resource: 'order-review', action: 'approve' },
  reject: { resource: 'order-review', action: 'reject' },
  issue: { resource: 'order-review', action: 'tickets' },
  change: { resource: 'flight-orders', action: 'change' },
  refund: { resource: 'flight-orders', action: 'refund' },
  void: { resource: 'flight-orders', action: 'void' },
  cancel: { resource: 'flight-orders', action: 'cancel' },
  lock: { resource: 'flight-orders', action: 'lock' },
  unlock: { resource: 'flight-orders', action: 'unlock' },
  delete: { resource: 'flight-orders', action: 'delete' },
};

export function barActions(allowed: readonly OrderAction[]): BarAction[] {
  return ORDER.filter((action) => allowed.includes(action));
}

export interface ActionBarProps {
  allowed: readonly OrderAction[];
  onAction(action: BarAction): void;
  /** The action whose call is under way (its button spins, the others wait). */
  busy?: BarAction | null;
  extra?: ReactNode;
}

export function ActionBar({ allowed, onAction, busy = null, extra }: ActionBarProps) {
  const { t } = useTranslation('orders');
  const actions = barActions(allowed);
  return (
    <Space wrap data-testid="order-actions">
      {actions.map((action) => (
        <CanAccess key={action} resource={ACTION_GRANTS[action].resource} action={ACTION_GRANTS[action].action}>
          <Button
            icon={ICONS[action]}
            type={PRIMARY.has(action) ? 'primary' : 'default'}
            danger={DANGER.has(action)}
            loading={busy === action}
            disabled={busy !== null && busy !== action}
            onClick={() => onAction(action)}
            data-testid={`action-${action}`}
          >
            {t(`actions.${action}`)}
          </Button>
        </CanAccess>
      ))}
      {extra}
    </Space>
  );
}
