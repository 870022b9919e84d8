// Working one application: its status (only the moves the shared transition table allows), the
// member of staff who owns it, and their notes. Saved through Refine's useModalForm (PATCH).
import { useModalForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPLICATION_TRANSITIONS, type Application, type ApplicationUpdate } from '@/domain/schemas/applications';
import { useStaffOptions } from './useStaffOptions';

export function useApplicationModal() {
  const { t } = useTranslation();
  return useModalForm<Application, HttpError, ApplicationUpdate>({
    resource: 'applications',
    action: 'edit',
    redirect: false,
    successNotification: () => ({ type: 'success', message: t('grid.saved') }),
  });
}

export function ApplicationModal({ modal }: { modal: ReturnType<typeof useApplicationModal> }) {
  const { t } = useTranslation();
  const staff = useStaffOptions();
  const application = modal.query?.data?.data;
  const statuses = application ? [application.status, ...APPLICATION_TRANSITIONS[application.status]] : [];
  return (
    <Modal
      {...modal.modalProps}
      title={t('applications.work', { name: application?.companyName || application?.name || '' })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
    >
      <Form
        {...modal.formProps}
        layout="vertical"
        name="application-form"
        onFinish={(values) =>
          modal.formProps.onFinish?.({ status: values.status, ownerId: values.ownerId ?? null, notes: values.notes ?? '' })
        }
      >
        <Form.Item name="status" label={t('applications.fields.status')}>
          <Select options={statuses.map((s) => ({ value: s, label: t(`applications.statuses.${s}`) }))} data-testid="application-status" />
        </Form.Item>
        <Form.Item name="ownerId" label={t('applications.fields.owner')}>
          <Select
            {...staff}
            allowClear
            showSearch
            // The owner's name comes with the record, so it shows before the staff list loads.
            options={
              staff.options?.length
                ? staff.options
                : application?.ownerId
                  ? [{ value: application.ownerId, label: application.ownerName ?? '' }]
                  : []
            }
            data-testid="application-owner"
          />
        </Form.Item>
        <Form.Item name="notes" label={t('applications.fields.notes')}>
          <Input.TextArea rows={4} maxLength={4000} showCount data-testid="application-notes" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
