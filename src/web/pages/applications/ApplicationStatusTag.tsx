import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@/domain/schemas/applications';

const COLOURS: Record<ApplicationStatus, string> = { new: 'blue', contacted: 'gold', converted: 'green', closed: 'default' };

export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`applications.statuses.${status}`)}</Tag>;
}
