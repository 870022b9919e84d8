// A secret shown exactly once (a generated password, an API key): copyable, with the warning that it
// cannot be shown again.
import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface Secret {
  title: string;
  lines: Array<{ label: string; value: string }>;
}

export function SecretNotice({ secret, onClose }: { secret: Secret | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={secret !== null}
      title={secret?.title}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('grid.done')}
      destroyOnHidden
    >
      <Alert type="warning" showIcon message={t('grid.shownOnce')} style={{ marginBottom: 16 }} />
      {secret?.lines.map((line, i) => (
        <div key={line.label} style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">{line.label}</Typography.Text>
          <Typography.Paragraph copyable code data-testid={`secret-line-${i}`} style={{ fontSize: 16, marginBottom: 0 }}>
            {line.value}
          </Typography.Paragraph>
        </div>
      ))}
    </Modal>
  );
}
