import { useSessionState } from '../services';

/** The current user's date format (SPEC 9 default yyyy-MM-dd). */
export function useDateFormat(): string {
  return useSessionState().session?.userInfo.config.dateFormat ?? 'yyyy-MM-dd';
}
