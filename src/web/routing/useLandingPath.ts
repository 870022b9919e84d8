import { useEffect, useState } from 'react';
import { useServices, useSessionState } from '@/web/services';
import { landingOf } from './landing';

/** The landing path of the logged-in user (null while it is worked out, or for a visitor). */
export function useLandingPath(): string | null {
  const services = useServices();
  const { session } = useSessionState();
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => {
    if (!session) return setPath(null);
    let live = true;
    void landingOf(services.loadChecker, services.session, null).then((p) => live && setPath(p));
    return () => {
      live = false;
    };
  }, [session, services]);
  return path;
}
