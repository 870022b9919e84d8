// What "Top up" and "Credit limit" share: a button shown only to those the policy lets move money,
// a modal over the agency's current wallet, a fresh Idempotency-Key per opening (a retried submit
// is one operation), and a save that puts the server's field messages on the form.
import { Alert, Button, Modal, type FormInstance } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletBalance } from '@/domain/schemas/wallet';
import { showSaveError } from '@/web/admin/apply-errors';
import { useApiAccess } from '@/web/admin/useApiAccess';
import { newIdempotencyKey, useWalletOf } from './useWalletOf';

export function useWalletAction(agencyId: number) {
  const allowed = useApiAccess('wallet', 'write');
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const key = useRef(newIdempotencyKey());
  const { wallet, error } = useWalletOf(agencyId, open);
  const start = () => {
    key.current = newIdempotencyKey();
    setOpen(true);
  };
  /** Runs the save with this opening's key; closes on success, explains on failure. */
  const save = async (form: FormInstance, fallback: string, work: (idempotencyKey: string) => Promise<void>) => {
    setSaving(true);
    try {
      await work(key.current);
      setOpen(false);
    } catch (e) {
      showSaveError(form, e, fallback);
    } finally {
      setSaving(false);
    }
  };
  return { allowed, open, start, close: () => setOpen(false), saving, save, wallet, error };
}

interface Props {
  action: ReturnType<typeof useWalletAction>;
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
  return (
    <>
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
        okButtonProps={{ 'data-testid': `${testId.replace(/-\d+$/, '')}-submit`, disabled: !action.wallet } as never}
      >
        {action.error && <Alert type="error" message={action.error} showIcon style={{ marginBottom: 16 }} />}
        {children(action.wallet)}
      </Modal>
    </>
  );
}
