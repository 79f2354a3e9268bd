// Starting a session from a login token: the claims become the session, the account's language
// becomes the app's. Loaded with the pages that log in.
import { queryClient } from './query-client';
import { setLanguage } from '../lib/language';
import { startSession, type Session } from '../lib/session';
import { sessionFromToken } from '../lib/session-token';

export function signIn(token: string): Session {
  const session = sessionFromToken(token);
  queryClient.clear();
  startSession(session);
  setLanguage(session.language);
  return session;
}
