// Where a refused page sends the user, and what it says: a visitor goes to / with 'router.login' and
// the path to come back to; a user without the role or service to / with 'router.notRole'. Right
// after a logout, or when the server ended the session (its message is already shown), saying
// "please log in" would be noise, and a user who chose to log out goes home plainly.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { toast } from '@/web/feedback/toast';
import { useSessionState } from '@/web/services';

export function RefusedRedirect({ reason }: { reason: 'router.login' | 'router.notRole' }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { ended } = useSessionState();
  const silent = reason === 'router.login' && ended !== null;

  useEffect(() => {
    if (!silent) toast('error', t(reason));
  }, [reason, silent, t]);

  const comeBack = reason === 'router.login' && ended !== 'user';
  const target = comeBack ? `/?redirect=${encodeURIComponent(location.pathname + location.search)}` : '/';
  return <Navigate to={target} replace />;
}
