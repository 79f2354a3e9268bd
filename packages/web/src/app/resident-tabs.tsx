// The resident's main page with its four tabs (spec 000 §2.4): My Home, Security, Automation, Shop.
// Each tab is a route of its own (/main-view, /security, /automation, /e-shop); the tab bar sits at
// the bottom on phones and under the header on large screens.
import type { MouseEvent, ReactNode } from 'react';
import { IonContent, IonFooter, IonIcon, useIonRouter } from '@ionic/react';
import { cartOutline, flashOutline, homeOutline, shieldCheckmarkOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { AppHeader } from '../components/app-header';
import { NotificationBell } from '../features/notifications/notification-bell';
import { useUserData } from '../api/user-data';
import { useSession } from '../lib/session';

export type ResidentTab = 'home' | 'security' | 'automation' | 'shop';

const TABS: Array<{ tab: ResidentTab; path: string; icon: string }> = [
  { tab: 'home', path: '/main-view', icon: homeOutline },
  { tab: 'security', path: '/security', icon: shieldCheckmarkOutline },
  { tab: 'automation', path: '/automation', icon: flashOutline },
  { tab: 'shop', path: '/e-shop', icon: cartOutline },
];

function TabNav({ current, placement }: { current: ResidentTab; placement: 'top' | 'bottom' }) {
  const { t } = useTranslation();
  const router = useIonRouter();
  const open = (event: MouseEvent, path: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    router.push(path, 'none', 'push');
  };
  return (
    <nav className={`tab-nav tab-nav--${placement}`} aria-label={t('tabs.label')}>
      {TABS.map(({ tab, path, icon }) => (
        <a
          key={tab}
          href={path}
          className={`tab-nav__item${tab === current ? ' tab-nav__item--active' : ''}`}
          aria-current={tab === current ? 'page' : undefined}
          onClick={(event) => (tab === current ? event.preventDefault() : open(event, path))}
        >
          <IonIcon icon={icon} aria-hidden="true" />
          <span>{t(`tabs.${tab}`)}</span>
        </a>
      ))}
    </nav>
  );
}

export function ResidentTabs({ tab, children }: { tab: ResidentTab; children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const { data } = useUserData();
  const property = data?.[1].find((candidate) => candidate.id === session?.currentPropertySelected);
  return (
    <>
      <AppHeader
        title={property?.propertyName ?? t('common.appName')}
        subtitle={t(`tabs.${tab}`)}
        end={<NotificationBell />}
      />
      <div className="resident-tabs-top">
        <TabNav current={tab} placement="top" />
      </div>
      <IonContent className="app-content">{children}</IonContent>
      <IonFooter className="resident-tabs-bottom">
        <TabNav current={tab} placement="bottom" />
      </IonFooter>
    </>
  );
}
