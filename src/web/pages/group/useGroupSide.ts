// Platform staff work the group desk (every agency's groups); everyone else sees their agency's.
// Each side reads the same orders through its own declared resource (and API path).
import { useSessionState } from '@/web/services';

export type GroupSide = 'agency' | 'desk';

export const GROUP_RESOURCE: Record<GroupSide, string> = { agency: 'flight-group-order', desk: 'group-desk-orders' };

export function useGroupSide(): { side: GroupSide; resource: string } {
  const { session } = useSessionState();
  const side: GroupSide = session?.userInfo.isPlatformStaff ? 'desk' : 'agency';
  return { side, resource: GROUP_RESOURCE[side] };
}
