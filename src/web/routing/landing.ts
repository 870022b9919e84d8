// Where the current user lands: the safe ?redirect path if any, else the first page their access
// allows (resources/routes.ts). Shared by the auth provider (after login) and the home page's way
// into the console.
import type { AccessChecker } from '@/domain/access/enforcer';
import { landingPath } from '@resources';
import { canViewRoute } from '@/web/access/route-access';
import { subjectOf } from '@/web/access/subject-of';
import type { SessionStore } from '@/web/session/session-store';

export function returnPathOfLocation(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get('redirect');
}

export function landingOf(loadChecker: () => Promise<AccessChecker>, session: SessionStore, returnPath: string | null): Promise<string> {
  const subject = subjectOf(session.getState().session);
  return landingPath((name) => canViewRoute(loadChecker, subject, name), returnPath).catch(() => '/profile');
}
