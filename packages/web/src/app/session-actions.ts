// Ending a session locally (spec 000 §4.1): storage, query cache and the lock flag. The live channel
// closes with the session runtime, which unmounts when the session ends. Logging out from the menu
// also tells the server (session/use-logout.ts).
import { queryClient } from '../api/query-client';
import { clearSession } from '../lib/session';
import { setAccountLocked } from './app-state';

export function signOut(): void {
  clearSession();
  queryClient.clear();
  setAccountLocked(false);
}
