// Session-wide behaviour (spec 000 §4.1): a 401 logs out to /login/sessionExpired, a locked account
// shows its overlay, the live channel runs while logged in (device, gateway, scene, security and
// automation messages go into the query cache; an alarm shows a notice), and regaining focus refetches user data, reconnects the live channel and reports the
// app active (inactive when it loses focus).
import { useEffect, useRef } from 'react';
import { useIonRouter } from '@ionic/react';
import { useLocation } from 'react-router-dom';
import { setApiEvents } from '../../api/client';
import { sendActivity } from '../../api/app-info';
import { queryClient } from '../../api/query-client';
import { USER_DATA_KEY, useUserData } from '../../api/user-data';
import { rememberReturnTo } from '../../lib/return-to';
import { getSession, useSession } from '../../lib/session';
import { applyDeviceMessage } from '../../live/device-sync';
import { applyKeyUseMessage } from '../../live/key-use-notice';
import { applyHomeMessage } from '../../live/home-sync';
import { applyNotificationMessage } from '../../live/notification-sync';
import { liveClient } from '../../live/live-client';
import { setAccountLocked } from '../app-state';
import { useAlarmNotice } from '../../features/security/use-alarm-notice';
import { signOut } from '../session-actions';
import { useLogout } from './use-logout';

/** Screens where a 401 is an answer to the form, not an expired session. */
const AUTH_SCREENS = /^\/(login|signup)(\/|$)/;

function useApiEvents(): void {
  const router = useIonRouter();
  const routerRef = useRef(router);
  useEffect(() => {
    routerRef.current = router;
  });
  useEffect(() => {
    setApiEvents({
      onUnauthorized: () => {
        if (!getSession() || AUTH_SCREENS.test(window.location.pathname)) return;
        rememberReturnTo(window.location.pathname + window.location.search);
        signOut();
        routerRef.current.push('/login/sessionExpired', 'root', 'replace');
      },
      onAccountLocked: () => {
        if (getSession()) setAccountLocked(true);
      },
    });
    return () => setApiEvents(null);
  }, []);
}

function useLiveChannel(): void {
  useEffect(() => {
    const unsubscribe = liveClient.onMessage(
      (message) =>
        applyDeviceMessage(queryClient, message) ||
        applyHomeMessage(queryClient, message) ||
        applyKeyUseMessage(queryClient, message) ||
        applyNotificationMessage(queryClient, message),
    );
    liveClient.start();
    return () => {
      unsubscribe();
      liveClient.stop();
    };
  }, []);
}

/** User data of an inactive account logs out to /login, which says the account is locked (spec 000 §8). */
function useLockedUserData(): void {
  const { data } = useUserData();
  const logout = useLogout();
  useEffect(() => {
    if (data && data[0].active === false) logout('/login/accountLocked');
  }, [data, logout]);
}

function useFocusSync(): void {
  const userId = useSession()?.userId;
  const { pathname } = useLocation();
  const routeRef = useRef(pathname);
  useEffect(() => {
    routeRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (!userId) return;
    let state: 'active' | 'inactive' | null = null;
    const report = (next: 'active' | 'inactive') => {
      if (!getSession()) return;
      sendActivity({ type: 'web', state: next, route: routeRef.current, user: userId }).catch(
        () => undefined,
      );
    };
    const becameActive = () => {
      if (state === 'active') return;
      const regained = state === 'inactive';
      state = 'active';
      if (regained && getSession()?.userRole !== 'Landlord') {
        void queryClient.invalidateQueries({ queryKey: [USER_DATA_KEY] });
      }
      liveClient.ensureConnected();
      report('active');
    };
    const becameInactive = () => {
      if (state !== 'active') return;
      state = 'inactive';
      report('inactive');
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? becameActive() : becameInactive());
    window.addEventListener('focus', becameActive);
    window.addEventListener('blur', becameInactive);
    document.addEventListener('visibilitychange', onVisibility);
    if (document.visibilityState === 'visible') becameActive();
    return () => {
      window.removeEventListener('focus', becameActive);
      window.removeEventListener('blur', becameInactive);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [userId]);
}

export function useSessionEffects(): void {
  useApiEvents();
  useLiveChannel();
  useAlarmNotice();
  useLockedUserData();
  useFocusSync();
}
