// Logging out from the app (menu, locked overlay): tell the server, clear everything locally even if
// that call fails, and show `path` as the new root page.
import { useCallback } from 'react';
import { useIonRouter } from '@ionic/react';
import { sendLogout } from '../../api/session';
import { getSession } from '../../lib/session';
import { signOut } from '../session-actions';

export function useLogout(): (path?: string) => void {
  const router = useIonRouter();
  return useCallback(
    (path = '/login') => {
      const session = getSession();
      if (session) sendLogout(session.userId, session.token).catch(() => undefined);
      signOut();
      router.push(path, 'root', 'replace');
    },
    [router],
  );
}
