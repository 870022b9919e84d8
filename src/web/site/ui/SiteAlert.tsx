// An error shown in place (a failed login): an alert role so it is announced when it appears.
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { SiteIcon } from './SiteIcon';

export function SiteAlert({ message, testId }: { message: string; testId?: string }) {
  return (
    <div className="site-alert" role="alert" data-testid={testId}>
      <SiteIcon icon={CloseCircleFilled} />
      <span>{message}</span>
    </div>
  );
}
