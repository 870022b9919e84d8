// Frequent travellers (at most 30 per user), kept as the user's often-used passengers.
import { PlusOutlined } from '@ant-design/icons';
import { DeleteButton } from '@refinedev/antd';
import { useList } from '@refinedev/core';
import { Button, Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_OFTEN_USED_PASSENGERS, type OftenUsedPassenger } from '@/domain/schemas/member-cards';
import { PassengerModal } from './PassengerModal';
import { usePassengerModal } from './usePassengerModal';

const nameOf = (p: OftenUsedPassenger) => `${String(p.passenger.surname)}/${String(p.passenger.given_names)}`;

export function TravellersCard() {
  const { t } = useTranslation();
  const { result, query } = useList<OftenUsedPassenger>({ resource: 'often-used-passengers', pagination: { mode: 'off' } });
  const items = result.data;
  const createModal = usePassengerModal('create');
  const editModal = usePassengerModal('edit');

  const full = items.length >= MAX_OFTEN_USED_PASSENGERS;
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('profile.travellers.title')}</h2>}
      extra={
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={() => createModal.show()}
          disabled={full}
          title={full ? t('profile.travellers.full', { max: MAX_OFTEN_USED_PASSENGERS }) : undefined}
          data-testid="traveller-add"
        >
          {t('profile.travellers.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('profile.travellers.count', { count: items.length, max: MAX_OFTEN_USED_PASSENGERS })}
      </Typography.Paragraph>
      <List
        loading={query.isLoading}
        dataSource={items}
        locale={{ emptyText: t('profile.travellers.empty') }}
        data-testid="travellers"
        renderItem={(p) => (
          <List.Item
            actions={[
              <Button key="edit" type="link" size="small" onClick={() => editModal.show(p)}>
                {t('common.edit')}
              </Button>,
              <DeleteButton
                key="remove"
                type="link"
                size="small"
                icon={null}
                resource="often-used-passengers"
                recordItemId={p.id}
                confirmTitle={t('profile.travellers.removeConfirm', { name: nameOf(p) })}
                confirmOkText={t('grid.delete')}
                confirmCancelText={t('common.cancel')}
                successNotification={() => ({ type: 'success', message: t('grid.deleted') })}
              >
                {t('grid.delete')}
              </DeleteButton>,
            ]}
          >
            <List.Item.Meta
              title={nameOf(p)}
              description={`${t(`passenger.types.${String(p.passenger.type)}`)} · ${String(p.passenger.birthday)} · ${String(p.passenger.nationality)}`}
            />
          </List.Item>
        )}
      />
      <PassengerModal modal={createModal} />
      <PassengerModal modal={editModal} />
    </Card>
  );
}
