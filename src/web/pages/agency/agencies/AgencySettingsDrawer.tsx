// The agency settings page (SPEC 3 Agency settings), in a drawer over the list: three tabs, saved
// whole; the server validates and the next request that reads them uses them.
import { Button, Drawer, Form, Skeleton, Space, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSaveError } from '@/web/admin/apply-errors';
import { agencyApi } from '@/web/api/agencies';
import { toast } from '@/web/feedback/toast';
import { useServices } from '@/web/services';
import { FlightSection } from './settings/FlightSection';
import { GeneralSection } from './settings/GeneralSection';
import { settingsFromForm, settingsToForm, type SettingsForm } from './settings/settings-form';
import { TrainCreditSection } from './settings/TrainCreditSection';

export function AgencySettingsDrawer({ agencyId, agencyName, onClose }: { agencyId: number | null; agencyName: string; onClose(): void }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const [form] = Form.useForm<SettingsForm>();
  const [initial, setInitial] = useState<SettingsForm | null>(null);
  const loaded = initial !== null;
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!agencyId) return;
    setInitial(null);
    agencyApi.config(http, agencyId).then(
      (config) => setInitial(settingsToForm(config.settings)),
      (error: unknown) => showSaveError(null, error, t('http.unknown')),
    );
  }, [agencyId, http, t]);

  const save = async () => {
    if (!agencyId) return;
    setSaving(true);
    try {
      await form.validateFields();
      await agencyApi.saveConfig(http, agencyId, settingsFromForm(form.getFieldsValue(true) as SettingsForm));
      toast('success', t('agencies.settings.saved'));
      onClose();
    } catch (error) {
      if ((error as { errorFields?: unknown }).errorFields) return;
      showSaveError(form, error, t('http.unknown'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={agencyId !== null}
      onClose={onClose}
      width={860}
      title={t('agencies.settings.title', { name: agencyName })}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" onClick={save} loading={saving} disabled={!loaded} data-testid="settings-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      {!loaded ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" name="agency-settings" initialValues={initial} preserve>
          <Tabs
            items={[
              { key: 'general', label: t('agencies.settings.tabs.general'), children: <GeneralSection />, forceRender: true },
              { key: 'flight', label: t('agencies.settings.tabs.flight'), children: <FlightSection />, forceRender: true },
              { key: 'train', label: t('agencies.settings.tabs.trainCredit'), children: <TrainCreditSection />, forceRender: true },
            ]}
          />
        </Form>
      )}
    </Drawer>
  );
}
