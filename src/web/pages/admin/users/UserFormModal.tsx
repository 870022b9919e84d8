// Create or edit a user: the username and e-mail are set once (the e-mail never changes), at least
// one role, a status, the mobile with its area code, and the flight limits.
import { Checkbox, Collapse, Form, Input, Modal, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@/domain/access/subject';
import { USERNAME_PATTERN, userStatusSchema } from '@/domain/schemas/auth';
import { AREA_CODES } from '@/domain/phone-regions';
import { useFormErrorSummary } from '@/web/a11y/useFormErrorSummary';
import { FlightLimitsFields } from './FlightLimitsFields';
import type { useUserModal } from './useUserModal';

export function UserFormModal({ modal }: { modal: ReturnType<typeof useUserModal> }) {
  const { t } = useTranslation();
  const { creating, modalProps, formProps } = modal;
  const formName = creating ? 'user-form-create' : 'user-form-edit';
  const username = (formProps.initialValues as { username?: string } | undefined)?.username;
  // The dialog stays mounted between openings: a reopened one starts without the last refusal's summary.
  const errors = useFormErrorSummary(modalProps.open);
  return (
    <Modal
      {...modalProps}
      title={creating ? t('users.create') : t('users.edit', { name: username })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      width={720}
      destroyOnHidden
      okButtonProps={{ ...modalProps.okButtonProps, ...{ 'data-testid': 'user-save' } }}
    >
      {errors.summary}
      {/* One name per mode: the create and the edit dialog are in the document at once, and field ids must not repeat. */}
      <Form {...errors.bind(formProps)} layout="vertical" name={formName}>
        <Form.Item
          name="username"
          label={t('users.fields.username')}
          rules={[
            { required: true, message: t('users.validation.username') },
            { pattern: USERNAME_PATTERN, message: t('users.validation.username') },
          ]}
        >
          <Input data-testid="user-username" disabled={!creating} maxLength={32} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('users.fields.email')}
          extra={creating ? t('users.emailOnce') : t('profile.account.emailFixed')}
          rules={[
            { required: true, message: t('login.validation.emailRequired') },
            { type: 'email', message: t('login.validation.emailInvalid') },
          ]}
        >
          <Input data-testid="user-email" disabled={!creating} maxLength={254} autoComplete="off" />
        </Form.Item>
        <Form.Item name="nickname" label={t('users.fields.nickname')} rules={[{ max: 64 }]}>
          <Input data-testid="user-nickname" maxLength={64} />
        </Form.Item>
        <Form.Item label={t('users.fields.mobile')} htmlFor={`${formName}_mobile`}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="areaCode" noStyle>
              <Select
                aria-label={t('profile.account.areaCode')}
                options={AREA_CODES.map((c) => ({ value: c, label: `+${c}` }))}
                style={{ width: 110 }}
                showSearch
              />
            </Form.Item>
            <Form.Item name="mobile" noStyle rules={[{ pattern: /^\d{4,20}$/, message: t('profile.validation.mobile') }]}>
              <Input inputMode="tel" maxLength={20} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        {/* A validator, not `required`: antd would put aria-required on the group's div (not allowed there). */}
        <Form.Item
          name="roles"
          label={t('users.fields.roles')}
          rules={[
            {
              validator: (_, value: string[] | undefined) =>
                value?.length ? Promise.resolve() : Promise.reject(new Error(t('users.validation.role'))),
            },
          ]}
        >
          {/* antd's types omit `role`, but it reaches the div: the group is announced with its name. */}
          <Checkbox.Group
            {...({ role: 'group' } as object)}
            aria-label={t('users.fields.roles')}
            data-testid="user-roles"
            options={ROLES.map((r) => ({ value: r, label: t(`users.roles.${r}`) }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('users.fields.status')}>
          <Select
            data-testid="user-status"
            options={userStatusSchema.options.map((s) => ({ value: s, label: t(`users.statuses.${s}`) }))}
          />
        </Form.Item>
        <Collapse
          size="small"
          items={[{ key: 'limits', label: t('users.limits.title'), children: <FlightLimitsFields />, forceRender: true }]}
        />
      </Form>
    </Modal>
  );
}
