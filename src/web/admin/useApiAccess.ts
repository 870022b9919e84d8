// Whether the current user may perform `act` on an API resource (casbin, the same policy the server
// enforces): buttons the server would refuse are not shown. False until the answer is known.
import { useEffect, useState } from 'react';
import { subjectOf } from '../access/subject-of';
import { useServices, useSessionState } from '../services';

export function useApiAccess(resource: string, act: 'read' | 'write' | 'admin'): boolean {
  const { loadChecker } = useServices();
  const { session } = useSessionState();
  const subject = subjectOf(session);
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    let live = true;
    loadChecker()
      .then((checker) => checker.can(subject, `api:${resource}`, act))
      .then((answer) => live && setAllowed(answer))
      .catch(() => live && setAllowed(false));
    return () => {
      live = false;
    };
  }, [loadChecker, subject, resource, act]);
  return allowed;
}
