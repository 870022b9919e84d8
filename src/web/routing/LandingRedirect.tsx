// SPEC 2 landing: the ?redirect path if safe, else the first of flight booking, statements, train
// booking the user may open, else the profile.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { landingPath } from '@/domain/routes';
import { canViewRoute } from '../access/route-access';
import { subjectOf } from '../access/subject-of';
import { toast } from '../feedback/toast';
import { useServices, useSessionState } from '../services';

export function LandingRedirect({ fallback }: { fallback: ReactNode }) {
  const { loadChecker } = useServices();
  const { i18n } = useTranslation();
  const { session } = useSessionState();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const subject = subjectOf(session);
    landingPath((name) => canViewRoute(loadChecker, subject, name), redirect)
      .then((path) => live && setTarget(path))
      .catch(() => {
        // The access chunk could not load (network): the profile needs no role, so it is safe.
        toast('error', i18n.t('http.network'));
        if (live) setTarget('/profile');
      });
    return () => {
      live = false;
    };
  }, [session, redirect, loadChecker, i18n]);

  return target ? <Navigate to={target} replace /> : fallback;
}
