// The frame of the app: split pane with the role's side menu (spec 000 §2.3, §2.4) beside the router
// outlet, the app modals (opened from the menus) and the blocking overlays. Everything only a
// logged-in visitor needs (menus, live channel, focus sync, each modal's code) loads lazily once there
// is a session.
import { Suspense, useEffect, useRef } from 'react';
import { IonRouterOutlet, IonSplitPane, useIonRouter } from '@ionic/react';
import { matchPath, Navigate, Route, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session';
import { NOT_FOUND_PAGE, REDIRECTS_TO_MAIN, ROUTES } from './routes';
import { RoutePage } from './route-page';
import { lazyPage } from './lazy-page';
import { PageErrorBoundary } from './page-error-boundary';
import { NoInternetOverlay } from './overlays/no-internet-overlay';
import { ModalHost } from './modals/modal-host';

const loadSessionShell = () => import('./session/session-shell');
const SessionMenu = lazyPage(loadSessionShell, 'SessionMenu');
const SessionRuntime = lazyPage(loadSessionShell, 'SessionRuntime');

function useMenuShown(): boolean {
  const session = useSession();
  const { pathname } = useLocation();
  const route = ROUTES.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
  return Boolean(session && route && (route.access === 'user' || route.access === 'landlord'));
}

/** Checks the app version at start and whenever the app regains focus (spec 000 §4.1). */
function useVersionCheck(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      void import('./version-check').then(({ checkVersion }) => checkVersion(t));
    };
    check();
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [t]);
}

/** In the Android / iOS wrapper: back on /main-view leaves the app; an opened link navigates (spec 000 §2.2). */
function useNativeApp(): void {
  const router = useIonRouter();
  const routerRef = useRef(router);
  useEffect(() => {
    routerRef.current = router;
  });
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    void import('../lib/native')
      .then(({ listenToNativeApp }) => listenToNativeApp((path) => routerRef.current.push(path, 'root')))
      .then((remove) => (ended ? remove() : (stop = remove)));
    return () => {
      ended = true;
      stop?.();
    };
  }, []);
}

export function AppShell() {
  const session = useSession();
  const menuShown = useMenuShown();
  useVersionCheck();
  useNativeApp();

  return (
    <>
      <IonSplitPane contentId="main" when="lg" disabled={!menuShown}>
        {session ? (
          <PageErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <SessionMenu disabled={!menuShown} />
            </Suspense>
          </PageErrorBoundary>
        ) : null}
        <IonRouterOutlet id="main">
          {ROUTES.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={<RoutePage path={route.path} access={route.access} page={route.page} />}
            />
          ))}
          {REDIRECTS_TO_MAIN.map((path) => (
            <Route key={path} path={path} element={<Navigate to="/main-view" replace />} />
          ))}
          <Route path="*" element={<RoutePage path="*" access="public" page={NOT_FOUND_PAGE} />} />
        </IonRouterOutlet>
      </IonSplitPane>
      {session ? (
        <PageErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <SessionRuntime />
          </Suspense>
        </PageErrorBoundary>
      ) : null}
      <ModalHost />
      <NoInternetOverlay />
    </>
  );
}
