// The casbin subject of a session, computed once per session object (a new login or a profile
// update makes a new object; every can() in between reuses the same subject).
import { ANONYMOUS, subjectFor, type AccessSubject } from '@/domain/access/subject';
import type { Session } from '../session/session-store';

const cache = new WeakMap<Session, AccessSubject>();

export function subjectOf(session: Session | null): AccessSubject {
  if (!session) return ANONYMOUS;
  let subject = cache.get(session);
  if (!subject) {
    subject = subjectFor({
      roles: session.userInfo.role,
      permissions: session.permissions,
      isPlatformStaff: session.userInfo.isPlatformStaff,
      company: session.company,
    });
    cache.set(session, subject);
  }
  return subject;
}
