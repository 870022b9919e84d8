// Frequent-flyer member cards: airline code and number, one row each. Added through Refine's form on
// the `member-cards` resource (the list refreshes itself), removed through its delete button.
import { DeleteButton, useForm } from '@refinedev/antd';
import { useList, type HttpError } from '@refinedev/core';
import { Button, Card, Form, Input, List, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { MemberCard, memberCardInputSchema } from '@/domain/schemas/member-cards';

type MemberCardInput = z.input<typeof memberCardInputSchema>;

export function MemberCardsCard() {
  const { t } = useTranslation();
  const { result, query } = useList<MemberCard>({ resource: 'member-cards', pagination: { mode: 'off' } });
  const { form, formProps, saveButtonProps } = useForm<MemberCard, HttpError, MemberCardInput>({
    resource: 'member-cards',
    action: 'create',
    redirect: false,
    successNotification: () => ({ type: 'success', message: t('grid.saved') }),
    onMutationSuccess: () => form.resetFields(),
  });
  const add = (values: MemberCardInput) =>
    formProps.onFinish?.({
      airline: values.airline.trim().toUpperCase(),
      number: values.number.trim().toUpperCase(),
      holderName: values.holderName?.trim() || null,
    });

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('profile.cards.title')}</h2>}>
      <Form {...formProps} onFinish={add} layout="inline" name="member-card" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item
          name="airline"
          label={t('profile.cards.airline')}
          rules={[{ required: true, pattern: /^[A-Za-z0-9]{2}$/, message: t('profile.cards.airlineRule') }]}
        >
          <Input maxLength={2} style={{ width: 70 }} data-testid="card-airline" />
        </Form.Item>
        <Form.Item
          name="number"
          label={t('profile.cards.number')}
          rules={[{ required: true, pattern: /^[A-Za-z0-9]{4,20}$/, message: t('profile.cards.numberRule') }]}
        >
          <Input maxLength={20} style={{ width: 170 }} data-testid="card-number" />
        </Form.Item>
        <Form.Item>
          <Button {...saveButtonProps} data-testid="card-add">
            {t('profile.cards.add')}
          </Button>
        </Form.Item>
      </Form>
      <List
        loading={query.isLoading}
        dataSource={result.data}
        locale={{ emptyText: t('profile.cards.empty') }}
        renderItem={(c) => (
          <List.Item
            actions={[
              <DeleteButton
                key="remove"
                type="link"
                size="small"
                icon={null}
                resource="member-cards"
                recordItemId={c.id}
                confirmTitle={t('profile.cards.removeConfirm', { card: `${c.airline} ${c.number}` })}
                confirmOkText={t('grid.delete')}
                confirmCancelText={t('common.cancel')}
                successNotification={() => ({ type: 'success', message: t('grid.deleted') })}
              >
                {t('grid.delete')}
              </DeleteButton>,
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
