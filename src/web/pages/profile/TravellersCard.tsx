// Frequent travellers (SPEC 5: at most 30), kept as the user's often-used passengers.
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, List, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_OFTEN_USED_PASSENGERS, type OftenUsedPassenger } from '@/domain/schemas/member-cards';
import { showSaveError } from '@/web/admin/apply-errors';
import { passengerApi } from '@/web/api/company';
import { toast } from '@/web/feedback/toast';
import { useServices } from '@/web/services';
import { PassengerModal } from './PassengerModal';

export function TravellersCard() {
  const { t } = useTranslation();
  const { http } = useServices();
  const { modal } = App.useApp();
  const [items, setItems] = useState<OftenUsedPassenger[] | null>(null);
  const [editing, setEditing] = useState<OftenUsedPassenger | null | undefined>(undefined);
  const load = useCallback(() => passengerApi.list(http).then(setItems, (e: unknown) => showSaveError(null, e, t('http.unknown'))), [http, t]);
  useEffect(() => void load(), [load]);

  const remove = (p: OftenUsedPassenger) =>
    modal.confirm({
      title: t('profile.travellers.removeConfirm', { name: `${String(p.passenger.surname)}/${String(p.passenger.given_names)}` }),
      okText: t('grid.delete'),
      okType: 'danger',
      cancelText: t('common.cancel'),
      onOk: async () => {
        await passengerApi.remove(http, p.id).catch((e: unknown) => showSaveError(null, e, t('http.unknown')));
        await load();
      },
    });

  const full = (items?.length ?? 0) >= MAX_OFTEN_USED_PASSENGERS;
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('profile.travellers.title')}</h2>}
      extra={
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)} disabled={full} title={full ? t('profile.travellers.full', { max: MAX_OFTEN_USED_PASSENGERS }) : undefined} data-testid="traveller-add">
          {t('profile.travellers.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('profile.travellers.count', { count: items?.length ?? 0, max: MAX_OFTEN_USED_PASSENGERS })}</Typography.Paragraph>
      <List
        loading={items === null}
        dataSource={items ?? []}
        locale={{ emptyText: t('profile.travellers.empty') }}
        data-testid="travellers"
        renderItem={(p) => (
          <List.Item
            actions={[
              <Button key="edit" type="link" size="small" onClick={() => setEditing(p)}>{t('common.edit')}</Button>,
              <Button key="remove" type="link" size="small" danger onClick={() => remove(p)}>{t('grid.delete')}</Button>,
            ]}
          >
            <List.Item.Meta
              title={`${String(p.passenger.surname)}/${String(p.passenger.given_names)}`}
              description={`${t(`passenger.types.${String(p.passenger.type)}`)} · ${String(p.passenger.birthday)} · ${String(p.passenger.nationality)}`}
            />
          </List.Item>
        )}
      />
      <PassengerModal
        passenger={editing === undefined ? undefined : (editing?.passenger ?? null)}
        onClose={() => setEditing(undefined)}
        onSave={async (passenger) => {
          if (editing) await passengerApi.update(http, editing.id, passenger);
          else await passengerApi.create(http, passenger);
          setEditing(undefined);
          toast('success', t('grid.saved'));
          await load();
        }}
      />
    </Card>
  );
}
