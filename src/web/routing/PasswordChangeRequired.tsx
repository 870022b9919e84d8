// Shown in place of any page while an administrator's reset holds the user to choosing a new
// password (the server refuses everything else until then). Once changed, the session is read
// again and the page the user asked for renders.
import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchMe } from '@/web/api/me';
import { PasswordCard } from '@/web/pages/profile/PasswordCard';
import { useServices } from '@/web/services';

export function PasswordChangeRequired() {
  const { t } = useTranslation();
  const services = useServices();
  const refreshSession = () =>
    fetchMe(services.http).then(
      (info) => services.session.refresh(info),
      () => undefined,
    );
  return (
    <Flex vertical gap={16} style={{ maxWidth: 520, margin: '24px auto' }} data-testid="password-change-required">
      <Alert type="warning" showIcon message={t('profile.password.mustChange')} />
      <PasswordCard onChanged={() => void refreshSession()} />
    </Flex>
  );
}
