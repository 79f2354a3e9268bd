// Ending a session locally (spec 000 §4.1): storage, query cache, the lock flag and this browser's push
// subscription. The live channel closes with the session runtime, which unmounts when the session ends.
// Logging out from the menu also tells the server (session/use-logout.ts).
import { queryClient } from '../api/query-client';
import { clearSession } from '../lib/session';
import { setAccountLocked } from './app-state';

export function signOut(): void {
  clearSession();
  queryClient.clear();
  setAccountLocked(false);
  // This browser's pushes were the user's: the next person to log in here must not get them.
  void import('../lib/browser-push').then(({ disablePush }) => disablePush()).catch(() => undefined);
}
