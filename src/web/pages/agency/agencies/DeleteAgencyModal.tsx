// Deleting an agency is irreversible: the user types the agency's code to confirm. The server
// refuses while a balance, sub-agencies or open orders remain, and says which.
import { Alert, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agency } from '@/domain/schemas/agencies';
import { isApiError } from '@/web/providers/api-error';
import { agencyApi } from '@/web/api/agencies';
import { useServices } from '@/web/services';

export function DeleteAgencyModal({ agency, onClose, onDeleted }: { agency: Agency | null; onClose(): void; onDeleted(): void }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setTyped('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!agency) return;
    setBusy(true);
    setError(null);
    try {
      await agencyApi.remove(http, agency.id, typed);
      setTyped('');
      onDeleted();
    } catch (e) {
      setError(isApiError(e) ? e.message : t('http.unknown'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={agency !== null}
      title={t('agencies.delete.title', { name: agency?.name })}
      onCancel={close}
      onOk={confirm}
      okText={t('grid.delete')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, disabled: typed.trim() !== agency?.code, 'data-testid': 'agency-delete-confirm' } as never}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('grid.irreversible')}</Typography.Paragraph>
      <Typography.Paragraph>
        {t('agencies.delete.typeCode')} <Typography.Text code copyable>{agency?.code}</Typography.Text>
      </Typography.Paragraph>
      <Input value={typed} onChange={(e) => setTyped(e.target.value)} aria-label={t('agencies.delete.codeLabel')} data-testid="agency-delete-code" autoComplete="off" />
      {error && <Alert type="error" showIcon message={error} style={{ marginTop: 16 }} data-testid="agency-delete-error" />}
    </Modal>
  );
}
