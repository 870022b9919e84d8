// Create or edit a partner integration: the agency (chosen once), a name, the role its users get,
// whether it accepts entries, and the origins allowed to show the console in a frame (typed or
// pasted as tags, each checked by the rule the server applies).
import { useSelect } from '@refinedev/antd';
import { Form, Input, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FRAME_ORIGIN_LIMIT, frameOriginOf } from '@/domain/frame-origins';
import type { Agency } from '@/domain/schemas/agencies';
import { PARTNER_ROLES } from '@/domain/schemas/partners';
import type { usePartnerModal } from './usePartnerModal';

export function PartnerFormModal({ modal }: { modal: ReturnType<typeof usePartnerModal> }) {
  const { t } = useTranslation();
  const { creating, modalProps, formProps } = modal;
  const formName = creating ? 'partner-form-create' : 'partner-form-edit';
  const { selectProps: agencySelect } = useSelect<Agency>({
    resource: 'agency-manager',
    optionLabel: 'name',
    optionValue: 'id',
    onSearch: (value) => [{ field: 'name', operator: 'contains', value }],
    pagination: { pageSize: 50, mode: 'server' },
    queryOptions: { enabled: creating && Boolean(modalProps.open) },
  });
  return (
    <Modal
      {...modalProps}
      title={creating ? t('partners.create') : t('partners.edit')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      destroyOnHidden
      okButtonProps={{ ...modalProps.okButtonProps, ...{ 'data-testid': 'partner-save' } }}
    >
      <Form {...formProps} layout="vertical" name={formName}>
        {creating && (
          // A validator, not `required`: antd would put aria-required on the select's div (not allowed there).
          <Form.Item
            name="agencyId"
            label={t('partners.fields.agency')}
            rules={[
              {
                validator: (_, value: number | undefined) =>
                  value ? Promise.resolve() : Promise.reject(new Error(t('partners.validation.agency'))),
              },
            ]}
          >
            <Select {...agencySelect} showSearch data-testid="partner-agency" />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={t('partners.fields.name')}
          rules={[{ required: true, whitespace: true, message: t('partners.validation.name') }, { max: 100 }]}
        >
          <Input maxLength={100} data-testid="partner-name" />
        </Form.Item>
        <Form.Item name="role" label={t('partners.fields.role')} extra={t('partners.roleHint')}>
          <Select data-testid="partner-role" options={PARTNER_ROLES.map((r) => ({ value: r, label: t(`users.roles.${r}`) }))} />
        </Form.Item>
        <Form.Item name="enabled" label={t('partners.fields.enabled')} valuePropName="checked">
          <Switch data-testid="partner-enabled" />
        </Form.Item>
        <Form.Item
          name="embedOrigins"
          label={t('partners.fields.embedOrigins')}
          extra={t('partners.embedOriginsHint', { max: FRAME_ORIGIN_LIMIT })}
          rules={[{ validator: (_, origins: string[] | undefined) => checkOrigins(t, origins ?? []) }]}
        >
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            tokenSeparators={[' ', ',']}
            placeholder="https://mall.example.com"
            data-testid="partner-embed-origins"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function checkOrigins(t: (key: string, options?: Record<string, unknown>) => string, origins: string[]): Promise<void> {
  const bad = origins.find((origin) => frameOriginOf(origin) === null);
  if (bad !== undefined) return Promise.reject(new Error(t('partners.validation.embedOrigin', { origin: bad })));
  if (origins.length > FRAME_ORIGIN_LIMIT)
    return Promise.reject(new Error(t('partners.validation.embedOriginsMax', { max: FRAME_ORIGIN_LIMIT })));
  return Promise.resolve();
}
