// Platform staff work the group desk (every agency's groups); everyone else sees their agency's.
import type { GroupSide } from '@/web/api/groups';
import { useSessionState } from '@/web/services';

export function useGroupSide(): GroupSide {
  const { session } = useSessionState();
  return session?.userInfo.isPlatformStaff ? 'desk' : 'agency';
}
