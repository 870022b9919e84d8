// The people an application can be given to: the platform's staff (the users of the platform, which
// is the caller's own agency when the caller is staff).
import { useSelect } from '@refinedev/antd';
import type { AdminUser } from '@/domain/schemas/users';

export function useStaffOptions() {
  const { selectProps } = useSelect<AdminUser>({
    resource: 'users',
    optionLabel: 'username',
    optionValue: 'id',
    pagination: { pageSize: 50, mode: 'server' },
    onSearch: (value) => [{ field: 'username', operator: 'contains', value }],
  });
  // Only what a Select needs to search the server: the rest of useSelect's props type the value as an option.
  return { options: selectProps.options, onSearch: selectProps.onSearch, loading: selectProps.loading, filterOption: false as const };
}
