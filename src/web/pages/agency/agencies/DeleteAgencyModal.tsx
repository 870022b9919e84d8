// Deleting an agency is irreversible: the user types the agency's code to confirm. The server
// refuses while a balance, sub-agencies or open orders remain, and says which.
import { useDelete } from '@refinedev/core';
import { Alert, Input, Modal, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agency } from '@/domain/schemas/agencies';

export function DeleteAgencyModal({ agency, onClose, onDeleted }: { agency: Agency | null; onClose(): void; onDeleted(): void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const { mutate, mutation } = useDelete();
  const close = () => {
    setTyped('');
    mutation.reset();
    onClose();
  };
  const confirm = () => {
    if (!agency) return;
    mutate(
      {
        resource: 'agency-manager',
        id: agency.id,
        // The typed code goes with the request: the server checks it too.
        values: { confirm: typed },
        successNotification: { type: 'success', message: t('agencies.delete.done') },
        // The reason stays in the dialog, beside the code the user typed.
        errorNotification: false,
      },
      {
        onSuccess: () => {
          setTyped('');
          onDeleted();
        },
      },
    );
  };
  const okButtonProps: ButtonProps & { 'data-testid': string } = {
    danger: true,
    disabled: typed.trim() !== agency?.code,
    'data-testid': 'agency-delete-confirm',
  };
  return (
    <Modal
      open={agency !== null}
      title={t('agencies.delete.title', { name: agency?.name })}
      onCancel={close}
      onOk={confirm}
      okText={t('grid.delete')}
      cancelText={t('common.cancel')}
      okButtonProps={okButtonProps}
      confirmLoading={mutation.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('grid.irreversible')}</Typography.Paragraph>
      <Typography.Paragraph>
        {t('agencies.delete.typeCode')}{' '}
        <Typography.Text code copyable>
          {agency?.code}
        </Typography.Text>
      </Typography.Paragraph>
      <Input
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        aria-label={t('agencies.delete.codeLabel')}
        data-testid="agency-delete-code"
        autoComplete="off"
      />
      {mutation.error && (
        <Alert
          type="error"
          showIcon
          message={mutation.error.message || t('http.unknown')}
          style={{ marginTop: 16 }}
          data-testid="agency-delete-error"
        />
      )}
    </Modal>
  );
}
