// Account part of the profile: username and e-mail are fixed; nickname and mobile can be edited.
import { useForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Button, Card, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { updateMeSchema, UserInfo } from '@/domain/schemas/auth';
import { SINGLETON_ID } from '@/web/providers/data-provider';
import { useServices } from '@/web/services';
import { AREA_CODES, DEFAULT_AREA_CODE } from '@/domain/phone-regions';

interface AccountValues {
  nickname: string;
  areaCode: string;
  mobile: string;
}

type ProfileChanges = z.input<typeof updateMeSchema>;

/** A mobile without its own code starts at the user's region (their setting, else their agency's), as every phone field does. */
function regionOf(user: UserInfo): string {
  return (user.mobile ? user.areaCode : null) || user.config.defaultRegion || DEFAULT_AREA_CODE;
}

function valuesOf(user: UserInfo): AccountValues {
  return { nickname: user.nickname ?? '', areaCode: regionOf(user), mobile: user.mobile ?? '' };
}

export function AccountCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { session } = useServices();
  const [editing, setEditing] = useState(false);
  // The user comes from the session (GET /me answers the whole session, not the user), so the form
  // reads nothing itself; it saves the `profile` singleton and hands the answer back to the session.
  const { form, formProps, saveButtonProps } = useForm<UserInfo, HttpError, ProfileChanges>({
    resource: 'profile',
    action: 'edit',
    id: SINGLETON_ID,
    meta: { singleton: true },
    queryOptions: { enabled: false },
    redirect: false,
    successNotification: () => ({ type: 'success', message: t('profile.account.saved') }),
    onMutationSuccess: ({ data: updated }) => {
      session.updateUser(updated);
      form.setFieldsValue(valuesOf(updated));
      setEditing(false);
    },
  });
  const readOnly = { readOnly: !editing, variant: editing ? ('outlined' as const) : ('borderless' as const) };

  const save = (values: ProfileChanges) =>
    formProps.onFinish?.({ nickname: values.nickname?.trim() || null, mobile: values.mobile?.trim() || null, areaCode: values.areaCode });

  const cancel = () => {
    form.setFieldsValue(valuesOf(user));
    form.resetFields(['nickname', 'mobile', 'areaCode']);
    setEditing(false);
  };

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('profile.account.title')}</h2>}>
      <Form {...formProps} name="profile-account" layout="vertical" initialValues={valuesOf(user)} onFinish={save}>
        <Form.Item label={t('profile.account.username')} htmlFor="profile-username">
          <Input id="profile-username" data-testid="profile-username" value={user.username} readOnly variant="borderless" />
        </Form.Item>
        <Form.Item label={t('profile.account.email')} htmlFor="profile-email" extra={t('profile.account.emailFixed')}>
          <Input id="profile-email" data-testid="profile-email" value={user.email} readOnly variant="borderless" />
        </Form.Item>
        <Form.Item
          name="nickname"
          label={t('profile.account.nickname')}
          rules={[{ max: 64, message: t('profile.validation.nicknameLength', { max: 64 }) }]}
        >
          <Input
            data-testid="profile-nickname"
            maxLength={64}
            placeholder={editing ? undefined : t('profile.account.notSet')}
            {...readOnly}
          />
        </Form.Item>
        <Form.Item label={t('profile.account.mobile')} htmlFor="profile-account_mobile">
          <Space.Compact style={{ width: '100%' }}>
            {editing ? (
              <Form.Item name="areaCode" noStyle>
                <Select
                  data-testid="profile-area-code"
                  aria-label={t('profile.account.areaCode')}
                  options={AREA_CODES.map((c) => ({ value: c, label: `+${c}` }))}
                  style={{ width: 110 }}
                  showSearch
                />
              </Form.Item>
            ) : (
              // Viewing: the code is plain text, so a closed, dimmed select does not suggest a choice.
              <Input
                data-testid="profile-area-code"
                aria-label={t('profile.account.areaCode')}
                value={`+${regionOf(user)}`}
                readOnly
                variant="borderless"
                style={{ width: 64, flex: 'none' }}
              />
            )}
            <Form.Item name="mobile" noStyle rules={[{ pattern: /^\d{4,20}$/, message: t('profile.validation.mobile') }]}>
              <Input
                data-testid="profile-mobile"
                inputMode="tel"
                autoComplete="tel-national"
                maxLength={20}
                placeholder={editing ? undefined : t('profile.account.notSet')}
                {...readOnly}
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        {editing ? (
          <Space>
            <Button type="primary" {...saveButtonProps} data-testid="profile-save">
              {t('common.save')}
            </Button>
            <Button onClick={cancel} data-testid="profile-cancel">
              {t('common.cancel')}
            </Button>
          </Space>
        ) : (
          <Button onClick={() => setEditing(true)} data-testid="profile-edit">
            {t('common.edit')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
