// Session calls: logout and the live-channel ticket.
import { createLiveTicket, logout } from '@hemvakt/contract/auth';
import { callApi } from './client';

/** Ends the session on the server; a failure is ignored by the caller (the app clears it anyway). */
export function sendLogout(userId: string, token: string) {
  return callApi(logout, { params: { userId }, token, ignoreUnauthorized: true });
}

export function fetchLiveTicket() {
  return callApi(createLiveTicket, {});
}
