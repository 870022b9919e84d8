// `/profile`: a public path (SPEC 2), so a visitor without a session is invited to log in.
import { Button, Col, Result, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeading } from '@/web/components/PageHeading';
import { useSessionState } from '@/web/services';
import { AccountCard } from './AccountCard';
import { MemberCardsCard } from './MemberCardsCard';
import { PersonalSettingsCard } from './PersonalSettingsCard';
import { TravellersCard } from './TravellersCard';
import { PasswordCard } from './PasswordCard';

export default function ProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session } = useSessionState();
  return (
    <>
      <PageHeading>{t('routes.profile')}</PageHeading>
      {session ? (
        <Row gutter={[24, 24]}>
          <Col xs={24} xl={12}>
            <AccountCard key={session.userInfo.id} user={session.userInfo} />
          </Col>
          <Col xs={24} xl={12}>
            <PasswordCard />
          </Col>
          <Col xs={24} xl={12}>
            <PersonalSettingsCard key={session.userInfo.id} user={session.userInfo} />
          </Col>
          <Col xs={24} xl={12}>
            <MemberCardsCard />
          </Col>
          <Col xs={24}>
            <TravellersCard />
          </Col>
        </Row>
      ) : (
        <Result
          status="403"
          subTitle={t('profile.loginRequired')}
          extra={
            <Button type="primary" onClick={() => navigate('/?redirect=%2Fprofile')}>
              {t('login.submit')}
            </Button>
          }
        />
      )}
    </>
  );
}
