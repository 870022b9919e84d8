// The buttons of an order: exactly the actions the server says the caller may take now
// (`allowedActions`), in a fixed order, destructive ones in red. Downloads have their own menu.
import {
  AuditOutlined, CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined, FileDoneOutlined, LockOutlined, RollbackOutlined,
  StopOutlined, UnlockOutlined, WalletOutlined,
} from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderAction } from '@/domain/schemas/flight-orders';

export type BarAction = Exclude<OrderAction, 'download'>;

const ORDER: readonly BarAction[] = ['pay', 'confirm', 'approve', 'reject', 'issue', 'change', 'refund', 'void', 'cancel', 'lock', 'unlock', 'delete'];
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
        <Button key={action} icon={ICONS[action]} type={PRIMARY.has(action) ? 'primary' : 'default'} danger={DANGER.has(action)}
          loading={busy === action} disabled={busy !== null && busy !== action} onClick={() => onAction(action)} data-testid={`action-${action}`}>
          {t(`actions.${action}`)}
        </Button>
      ))}
      {extra}
    </Space>
  );
}
