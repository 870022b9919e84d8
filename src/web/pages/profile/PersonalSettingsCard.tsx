// Personal settings (SPEC 3 personal config): default area code, date format, favourite cities and
// countries (neither may be empty, SPEC 5). Each is saved as its own config key.
import { useCustomMutation, useNotification } from '@refinedev/core';
import { Button, Card, Form, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS, type PersonalConfigKey, type UserInfo } from '@/domain/schemas/auth';
import { countryOptions } from '@/web/components/country-options';
import { useResourceUrl } from '@/web/data/useResourceUrl';
import { useServices } from '@/web/services';
import { AREA_CODES } from '@/domain/phone-regions';

interface Values {
  defaultRegion: string;
  dateFormat: string;
  cities: string[];
  countries: string[];
}

export function PersonalSettingsCard({ user }: { user: UserInfo }) {
  const { t, i18n } = useTranslation();
  const { session } = useServices();
  const { open } = useNotification();
  const profileUrl = useResourceUrl('profile');
  const setConfig = useCustomMutation<UserInfo>();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const initial: Values = {
    defaultRegion: user.config.defaultRegion,
    dateFormat: user.config.dateFormat,
    cities: user.config.cities,
    countries: user.config.countries,
  };

  // Each changed key is its own config action on the caller's account, saved one after the other so
  // the last answer carries them all; a refusal stops there and is told by Refine's error toast.
  const save = async (values: Values) => {
    let updated = user;
    try {
      for (const key of ['defaultRegion', 'dateFormat', 'cities', 'countries'] as const satisfies readonly PersonalConfigKey[]) {
        if (JSON.stringify(values[key]) === JSON.stringify(initial[key])) continue;
        updated = (
          await setConfig.mutateAsync({
            url: profileUrl('config', key),
            method: 'put',
            values: { value: values[key] },
            successNotification: false,
          })
        ).data;
      }
    } catch {
      return;
    } finally {
      session.updateUser(updated);
    }
    open?.({ type: 'success', message: t('grid.saved') });
  };

  const notEmpty = (message: string) => [{ required: true, type: 'array' as const, min: 1, message }];
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('profile.settings.title')}</h2>}>
      <Form<Values> layout="vertical" name="profile-settings" initialValues={initial} onFinish={save}>
        <Form.Item name="defaultRegion" label={t('profile.settings.defaultRegion')}>
          <Select showSearch options={AREA_CODES.map((c) => ({ value: c, label: `+${c}` }))} style={{ maxWidth: 160 }} />
        </Form.Item>
        <Form.Item name="dateFormat" label={t('profile.settings.dateFormat')}>
          <Select options={DATE_FORMATS.map((f) => ({ value: f, label: f }))} style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item
          name="cities"
          label={t('profile.settings.cities')}
          extra={t('profile.settings.citiesHint')}
          rules={notEmpty(t('profile.settings.citiesRequired'))}
        >
          <Select mode="tags" tokenSeparators={[',']} maxCount={50} data-testid="profile-cities" />
        </Form.Item>
        <Form.Item name="countries" label={t('profile.settings.countries')} rules={notEmpty(t('profile.settings.countriesRequired'))}>
          <Select mode="multiple" showSearch optionFilterProp="label" options={countries} maxCount={50} data-testid="profile-countries" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={setConfig.mutation.isPending} data-testid="profile-settings-save">
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
