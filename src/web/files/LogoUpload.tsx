// A logo picker: JPG or PNG under 2 MB (checked here for a quick answer, and by content on the
// server). Reads the file and hands its data URL to `onUpload`.
import { UploadOutlined } from '@ant-design/icons';
import { Avatar, Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGO_MAX_BYTES } from '@/domain/schemas/company';
import { toast } from '../feedback/toast';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** `accept`: the file types offered by the picker (the server still judges the bytes). */
export function LogoUpload({
  logo,
  alt,
  onUpload,
  disabled,
  accept = 'image/png,image/jpeg',
  testId = 'logo',
}: {
  logo: string | null;
  alt: string;
  onUpload(image: string): Promise<void>;
  disabled?: boolean;
  accept?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Space align="center" size="large">
      {logo ? (
        <img
          src={logo}
          alt={alt}
          data-testid={`${testId}-image`}
          style={{ height: 64, maxWidth: 200, objectFit: 'contain', background: '#fff', borderRadius: 8, padding: 4 }}
        />
      ) : (
        <Avatar shape="square" size={64}>
          {alt.slice(0, 1)}
        </Avatar>
      )}
      {!disabled && (
        <Upload
          accept={accept}
          showUploadList={false}
          beforeUpload={async (file) => {
            if (file.size >= LOGO_MAX_BYTES) {
              toast('error', t('company.logoTooLarge'));
              return Upload.LIST_IGNORE;
            }
            setBusy(true);
            try {
              await onUpload(await readAsDataUrl(file));
            } finally {
              setBusy(false);
            }
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={busy} data-testid={`${testId}-upload`}>
            {t('company.uploadLogo')}
          </Button>
        </Upload>
      )}
    </Space>
  );
}
