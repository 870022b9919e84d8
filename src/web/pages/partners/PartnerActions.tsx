// A partner integration's actions: rotate its secret (confirmed, the new one shown once; the old
// one keeps working 24 hours) and make a signed test link for a partner user id.
import { CanAccess } from '@refinedev/core';
import { App, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerIntegration } from '@/domain/schemas/partners';
import type { Secret } from '@/web/components/SecretNotice';
import { useResourceAction } from '@/web/data/useResourceAction';
import type { IssuedSecret } from './usePartnerModal';

interface TestLink {
  url: string;
  expiresAt: string;
}

export function PartnerActions({ integration, onSecret }: { integration: PartnerIntegration; onSecret(secret: Secret): void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const rotate = useResourceAction<IssuedSecret>('partners', { id: integration.id });
  const testLink = useResourceAction<TestLink, { userid: string }>('partners', { id: integration.id, invalidates: [] });
  const [linkOpen, setLinkOpen] = useState(false);
  const [link, setLink] = useState<TestLink | null>(null);
  // A local form: the user id is the argument of an action (useResourceAction), not a record Refine's useForm could load or save.
  const [form] = Form.useForm<{ userid: string }>();

  const confirmRotate = () =>
    modal.confirm({
      title: t('partners.rotateConfirm', { name: integration.name }),
      content: t('partners.rotateHint'),
      okText: t('partners.rotate'),
      cancelText: t('common.cancel'),
      onOk: () => rotate.run({ path: ['rotate'], onSuccess: (data) => onSecret(secretOf(t, data)) }),
    });

  const makeLink = ({ userid }: { userid: string }) => testLink.run({ path: ['test-link'], values: { userid }, onSuccess: setLink });

  const close = () => {
    setLinkOpen(false);
    setLink(null);
    form.resetFields();
  };

  return (
    <Space size={4}>
      <CanAccess resource="partners" action="rotate">
        <Button size="small" onClick={confirmRotate} loading={rotate.isPending} data-testid={`partner-rotate-${integration.id}`}>
          {t('partners.rotate')}
        </Button>
      </CanAccess>
      <CanAccess resource="partners" action="testLink">
        <Button size="small" onClick={() => setLinkOpen(true)} data-testid={`partner-test-link-${integration.id}`}>
          {t('partners.testLink')}
        </Button>
        <Modal
          open={linkOpen}
          title={t('partners.testLinkFor', { name: integration.name })}
          onCancel={close}
          onOk={link ? close : () => form.submit()}
          okText={link ? t('grid.done') : t('partners.makeLink')}
          cancelButtonProps={{ style: link ? { display: 'none' } : undefined }}
          okButtonProps={{ loading: testLink.isPending, ...{ 'data-testid': 'partner-test-link-ok' } }}
          destroyOnHidden
        >
          {link ? (
            <>
              <Typography.Paragraph>{t('partners.testLinkHint')}</Typography.Paragraph>
              <Typography.Paragraph copyable={{ text: new URL(link.url, window.location.origin).toString() }}>
                <Typography.Link href={link.url} target="_blank" rel="noreferrer" data-testid="partner-test-link-url">
                  {new URL(link.url, window.location.origin).toString()}
                </Typography.Link>
              </Typography.Paragraph>
            </>
          ) : (
            <Form form={form} layout="vertical" name={`partner-test-link-${integration.id}`} onFinish={makeLink}>
              <Form.Item
                name="userid"
                label={t('partners.fields.userid')}
                extra={t('partners.useridHint')}
                rules={[{ required: true, whitespace: true, message: t('partners.validation.userid') }, { max: 128 }]}
              >
                <Input maxLength={128} data-testid="partner-test-userid" />
              </Form.Item>
            </Form>
          )}
        </Modal>
      </CanAccess>
    </Space>
  );
}

export function secretOf(t: (key: string, options?: Record<string, unknown>) => string, issued: IssuedSecret): Secret {
  return {
    title: t('partners.secretFor', { name: issued.integration.name }),
    lines: [
      { label: t('partners.fields.keyId'), value: issued.integration.keyId },
      { label: t('partners.fields.secret'), value: issued.secret },
    ],
  };
}
