// The agency settings page, in a drawer over the agency's details: three tabs, saved whole; the
// server validates and the next request that reads them uses them.
import { useDrawerForm, type UseDrawerFormReturnType } from '@refinedev/antd';
import { useCan, type HttpError } from '@refinedev/core';
import { Button, Drawer, Form, Skeleton, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgencyConfig } from '@/domain/schemas/agencies';
import type { AgencySettings } from '@/domain/schemas/agency-settings';
import { AgencyBrandingTab } from './branding/AgencyBrandingTab';
import { OVER_DETAILS_Z_INDEX } from './over-details';
import { FlightSection } from './settings/FlightSection';
import { GeneralSection } from './settings/GeneralSection';
import { settingsFromForm, settingsToForm, type SettingsForm } from './settings/settings-form';
import { TrainCreditSection } from './settings/TrainCreditSection';

export type AgencySettingsDrawerState = UseDrawerFormReturnType<AgencyConfig, HttpError, AgencySettings, SettingsForm, AgencyConfig>;

/** Settings of one agency: open with show(settingsIdOf(agencyId)). */
export function useAgencySettingsDrawer(): AgencySettingsDrawerState {
  const { t } = useTranslation();
  return useDrawerForm<AgencyConfig, HttpError, AgencySettings, SettingsForm, AgencyConfig>({
    resource: 'agency-manager',
    action: 'edit',
    // The API replaces the settings whole with PUT (simple-rest would PATCH); the read stays a GET.
    mutationMeta: { method: 'put' },
    redirect: false,
    // A changed settlement currency shows in the agency's details and the list: read them again too.
    invalidates: ['resourceAll'],
    // The form edits major units and percents; the API stores minor units and basis points.
    queryOptions: { select: (result) => ({ ...result, data: settingsToForm(result.data.settings) }) },
    successNotification: { type: 'success', message: t('agencies.settings.saved') },
  });
}

/** The settings are a sub-document of the agency at /agencies/:id/config, so they go by that id. */
export const settingsIdOf = (agencyId: number) => `${agencyId}/config`;

export function AgencySettingsDrawer({ drawer, agencyName }: { drawer: AgencySettingsDrawerState; agencyName: string }) {
  const { t } = useTranslation();
  const loaded = Boolean(drawer.query?.data?.data) && !drawer.formLoading;
  const agencyId = parseInt(String(drawer.id ?? ''), 10);
  // The site and special settings are platform staff's, saved apart from the settings.
  const canBrand = useCan({ resource: 'agency-branding', action: 'edit' }).data?.can ?? false;
  const save = () => {
    const form = drawer.formProps.form!;
    // Every setting is sent, also those no field shows (getFieldsValue(true) keeps them).
    form
      .validateFields()
      .then(() => drawer.onFinish(settingsFromForm(form.getFieldsValue(true) as SettingsForm)))
      .then(() => drawer.close())
      // A refusal is already on the fields and in a notification.
      .catch(() => undefined);
  };
  return (
    <Drawer
      {...drawer.drawerProps}
      width={860}
      zIndex={OVER_DETAILS_Z_INDEX}
      title={t('agencies.settings.title', { name: agencyName })}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={() => drawer.close()}>{t('common.cancel')}</Button>
          <Button type="primary" onClick={save} loading={drawer.mutation.isPending} disabled={!loaded} data-testid="settings-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      {!loaded ? (
        <Skeleton active />
      ) : (
        // component={false}: no <form> element, so the branding tab's own form is not nested in one.
        <Form
          form={drawer.formProps.form}
          layout="vertical"
          name="agency-settings"
          initialValues={drawer.query?.data?.data}
          preserve
          component={false}
        >
          <Tabs
            items={[
              {
                key: 'general',
                label: t('agencies.settings.tabs.general'),
                children: <GeneralSection savedCurrency={drawer.query?.data?.data?.general.settlementCurrency} />,
                forceRender: true,
              },
              { key: 'flight', label: t('agencies.settings.tabs.flight'), children: <FlightSection />, forceRender: true },
              { key: 'train', label: t('agencies.settings.tabs.trainCredit'), children: <TrainCreditSection />, forceRender: true },
              ...(canBrand && agencyId > 0
                ? [{ key: 'branding', label: t('agencies.branding.title'), children: <AgencyBrandingTab agencyId={agencyId} /> }]
                : []),
            ]}
          />
        </Form>
      )}
    </Drawer>
  );
}
