// SPEC 2 access rules for every route: not logged in -> 'router.login' and back to / (with the path
// to return to); logged in but not allowed (role or service) -> 'router.notRole' and back to /.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { guardOutcome, type RouteDef } from '@/domain/routes';
import { subjectOf } from '../access/subject-of';
import { PageSpinner } from '../components/PageSpinner';
import { toast } from '../feedback/toast';
import { useServices, useSessionState } from '../services';
import { useRouteAccess } from './useRouteAccess';

export function RouteGuard({ route, children }: { route: RouteDef | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { session: sessionStore } = useServices();
  const { session, ended } = useSessionState();
  const subject = subjectOf(session);
  const needsCheck = route && !route.public && session ? route.name : null;
  const allowed = useRouteAccess(subject, needsCheck);

  const outcome = route && allowed !== undefined ? guardOutcome(route, !!session, allowed) : { kind: 'allow' as const };
  // Right after a logout ('user': the logout message is on its way) or a server-ended session
  // ('expired': the login-timeout message has been shown), "please log in" would be noise.
  const silent = outcome.kind === 'redirect' && outcome.message === 'router.login' && ended !== null;

  useEffect(() => {
    if (outcome.kind === 'redirect' && !silent) toast('error', t(outcome.message));
  }, [outcome.kind, outcome.kind === 'redirect' ? outcome.message : null, silent, t]);

  // Once on a public page the end has been dealt with: later visits to protected pages say why.
  const isPublic = route?.public ?? true;
  useEffect(() => {
    if (isPublic && ended !== null) sessionStore.acknowledgeEnd();
  }, [isPublic, ended, sessionStore]);

  if (allowed === undefined) return <PageSpinner />;
  if (outcome.kind === 'redirect') {
    // A user who chose to log out goes home plainly; anyone else may come back after logging in.
    const target =
      outcome.message === 'router.login' && ended !== 'user'
        ? `/?redirect=${encodeURIComponent(location.pathname + location.search)}`
        : outcome.to;
    return <Navigate to={target} replace />;
  }
  return <>{children}</>;
}
