// Refine caches identity and access answers in its query client. When the session changes those
// answers are another user's: drop them (and any cached data) so menus and guards ask again.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from './services';

export function SessionQuerySync() {
  const queryClient = useQueryClient();
  const { session } = useServices();

  useEffect(() => {
    let token = session.token();
    return session.subscribe(() => {
      const next = session.token();
      if (next !== token) {
        token = next;
        queryClient.removeQueries({ queryKey: ['access'] });
        queryClient.removeQueries({ queryKey: ['data'] });
      }
      void queryClient.invalidateQueries({ queryKey: ['auth'] });
    });
  }, [queryClient, session]);

  return null;
}
