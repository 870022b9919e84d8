// Frequent-flyer member cards: airline code and number, one row each.
import { App, Button, Card, Form, Input, List, Space } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberCard } from '@/domain/schemas/member-cards';
import { showSaveError } from '@/web/admin/apply-errors';
import { memberCardApi, type MemberCardInput } from '@/web/api/company';
import { useServices } from '@/web/services';

export function MemberCardsCard() {
  const { t } = useTranslation();
  const { http } = useServices();
  const { modal } = App.useApp();
  const [cards, setCards] = useState<MemberCard[] | null>(null);
  const [form] = Form.useForm<MemberCardInput>();
  const load = useCallback(() => memberCardApi.list(http).then(setCards, (e: unknown) => showSaveError(null, e, t('http.unknown'))), [http, t]);
  useEffect(() => void load(), [load]);

  const add = async (values: MemberCardInput) => {
    try {
      await memberCardApi.create(http, { airline: values.airline.trim().toUpperCase(), number: values.number.trim().toUpperCase(), holderName: values.holderName?.trim() || null });
      form.resetFields();
      await load();
    } catch (error) {
      showSaveError(form, error, t('http.unknown'));
    }
  };

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('profile.cards.title')}</h2>}>
      <Form form={form} layout="inline" onFinish={add} name="member-card" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="airline" label={t('profile.cards.airline')} rules={[{ required: true, pattern: /^[A-Za-z0-9]{2}$/, message: t('profile.cards.airlineRule') }]}>
          <Input maxLength={2} style={{ width: 70 }} data-testid="card-airline" />
        </Form.Item>
        <Form.Item name="number" label={t('profile.cards.number')} rules={[{ required: true, pattern: /^[A-Za-z0-9]{4,20}$/, message: t('profile.cards.numberRule') }]}>
          <Input maxLength={20} style={{ width: 170 }} data-testid="card-number" />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" data-testid="card-add">{t('profile.cards.add')}</Button>
        </Form.Item>
      </Form>
      <List
        loading={cards === null}
        dataSource={cards ?? []}
        locale={{ emptyText: t('profile.cards.empty') }}
        renderItem={(c) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                type="link"
                danger
                size="small"
                onClick={() =>
                  modal.confirm({
                    title: t('profile.cards.removeConfirm', { card: `${c.airline} ${c.number}` }),
                    okType: 'danger',
                    okText: t('grid.delete'),
                    cancelText: t('common.cancel'),
                    onOk: async () => {
                      await memberCardApi.remove(http, c.id).catch((e: unknown) => showSaveError(null, e, t('http.unknown')));
                      await load();
                    },
                  })
                }
              >
                {t('grid.delete')}
              </Button>,
            ]}
          >
            <Space>
              <strong>{c.airline}</strong>
              <span>{c.number}</span>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
