// One routed page: a stable IonPage with the route's guard and the lazily loaded page body inside.
// Ionic keeps visited pages mounted, so the guard only redirects while its own route is the current
// one (STACK.md gotcha 2); a page the visitor may not see renders nothing (no data calls).
import { Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { IonContent, IonPage, IonSpinner, useIonRouter } from '@ionic/react';
import { matchPath, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session';
import { rememberReturnTo } from '../lib/return-to';
import type { RouteAccess } from './routes';
import { guardVerdict } from './guard';
import { PageErrorBoundary } from './page-error-boundary';
import { signOut } from './session-actions';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <IonContent>
      <div className="page-loading" role="status">
        <IonSpinner name="crescent" aria-hidden="true" />
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    </IonContent>
  );
}

interface RoutePageProps {
  path: string;
  access: RouteAccess;
  page: LazyExoticComponent<ComponentType>;
}

export function RoutePage({ path, access, page: Page }: RoutePageProps) {
  const session = useSession();
  const location = useLocation();
  const router = useIonRouter();
  const isCurrent = matchPath({ path, end: true }, location.pathname) !== null;
  const verdict = guardVerdict(access, session);
  const target = verdict.allowed ? null : verdict.to;
  const logout = !verdict.allowed && verdict.logout;

  useEffect(() => {
    if (!isCurrent || !target) return;
    // The location may have moved on in the same update (a login or logout navigating away).
    if (matchPath({ path, end: true }, window.location.pathname) === null) return;
    if (logout) {
      rememberReturnTo(window.location.pathname + window.location.search);
      signOut();
    }
    router.push(target, 'root', 'replace');
  }, [isCurrent, target, logout, path, router]);

  return (
    <IonPage data-route={path}>
      {verdict.allowed ? (
        <PageErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Page />
          </Suspense>
        </PageErrorBoundary>
      ) : null}
    </IonPage>
  );
}
