// What "Top up" and "Credit limit" share: a button shown only to those the policy lets move money,
// a modal over the agency's current wallet, a fresh Idempotency-Key per opening (a retried submit
// is one operation), and a save that puts the server's field messages on the form and reads again
// everything a wallet change shows in (the agencies, the wallet, its transactions and statements).
import { CanAccess, useOne, type BaseRecord } from '@refinedev/core';
import { Alert, Button, Modal, type ButtonProps, type FormInstance } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletBalance } from '@/domain/schemas/wallet';
import { useResourceAction } from '@/web/data/useResourceAction';

export interface AgencyActionProps {
  agencyId: number;
  agencyName: string;
}

type WalletActionKind = 'topUp' | 'credit';
const PATHS: Record<WalletActionKind, { segment: string; method: 'post' | 'put' }> = {
  topUp: { segment: 'balance', method: 'post' },
  credit: { segment: 'credit', method: 'put' },
};

/** A fresh key per opened form: a retried submit of the same form is one operation. */
export function newIdempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function useWalletAction<TResult extends BaseRecord, TBody extends object>(kind: WalletActionKind, agencyId: number) {
  const [open, setOpen] = useState(false);
  const key = useRef(newIdempotencyKey());
  const { result: wallet, query } = useOne<WalletBalance>({ resource: 'wallet-balance', id: agencyId, queryOptions: { enabled: open } });
  const action = useResourceAction<TResult, TBody>('agency-manager', {
    id: agencyId,
    invalidates: ['agency-manager', 'wallet-balance', 'bills-transactions', 'bills-statements'],
  });
  const start = () => {
    key.current = newIdempotencyKey();
    setOpen(true);
  };
  /** Sends the body with this opening's key; closes on success, puts field messages on the form on refusal. */
  const save = (form: FormInstance, body: TBody, done: (result: TResult) => string) =>
    action.run({
      path: [PATHS[kind].segment],
      method: PATHS[kind].method,
      values: body,
      headers: { 'Idempotency-Key': key.current },
      success: done,
      form,
      onSuccess: () => setOpen(false),
    });
  return {
    kind,
    open,
    start,
    close: () => setOpen(false),
    saving: action.isPending,
    save,
    wallet: query.isSuccess ? (wallet ?? null) : null,
    error: query.error?.message ?? null,
  };
}

/** What the modal shows of an action (its save stays with the form that calls it). */
interface WalletActionView {
  kind: WalletActionKind;
  open: boolean;
  start(): void;
  close(): void;
  saving: boolean;
  wallet: WalletBalance | null;
  error: string | null;
}

interface Props {
  action: WalletActionView;
  testId: string;
  icon: ReactNode;
  label: string;
  title: string;
  okText: string;
  onOk(): void;
  children(wallet: WalletBalance | null): ReactNode;
}

export function WalletActionModal({ action, testId, icon, label, title, okText, onOk, children }: Props) {
  const { t } = useTranslation();
  const okButtonProps: ButtonProps & { 'data-testid': string } = {
    'data-testid': `${testId.replace(/-\d+$/, '')}-submit`,
    disabled: !action.wallet,
  };
  return (
    <CanAccess resource="agency-manager" action={action.kind}>
      <Button icon={icon} onClick={action.start} data-testid={testId}>
        {label}
      </Button>
      <Modal
        open={action.open}
        title={title}
        onCancel={action.close}
        onOk={onOk}
        okText={okText}
        cancelText={t('common.cancel')}
        confirmLoading={action.saving}
        destroyOnHidden
        okButtonProps={okButtonProps}
        // The form is taller than a laptop screen: the body scrolls so the confirm button stays in view.
        style={{ top: 24 }}
        styles={{ body: { maxHeight: 'calc(100dvh - 190px)', overflowY: 'auto', paddingInlineEnd: 8 } }}
      >
        {action.error && <Alert type="error" message={action.error} showIcon style={{ marginBottom: 16 }} />}
        {children(action.wallet)}
      </Modal>
    </CanAccess>
  );
}
