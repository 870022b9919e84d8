import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { groupTone, type GroupStatus } from '@/domain/groups/status';

export function GroupStatusTag({ status }: { status: GroupStatus }) {
  const { t } = useTranslation('groups');
  return (
    <Tag color={groupTone(status)} data-testid="group-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}
