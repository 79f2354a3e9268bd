// The landlord's Overview on /main-view (spec 000 §3.6, §9): the portfolio summary, fire, leak and
// climate alarms of the last 7 and 31 days, and the newest notifications with a way to all of them.
import { IonButton, IonContent } from '@ionic/react';
import { notificationsOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import {
  LANDLORD_MONTH_MS,
  LANDLORD_WEEK_MS,
  type LandlordOverview,
  type PortfolioEvent,
} from '@hemvakt/contract/landlord-alarms';
import { useLandlordOverview } from '../../api/landlord-alarms';
import { AppHeader } from '../../components/app-header';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/page-states';
import { useSession } from '../../lib/session';
import { LandlordNotificationCard } from './landlord-notification-card';
import '../../theme/fire-alarms.css';

const LATEST = 5;

function within(events: PortfolioEvent[], ms: number): number {
  const since = Date.now() - ms;
  return events.filter((event) => Date.parse(event.startTime) > since).length;
}

function PortfolioSummary({ overview }: { overview: LandlordOverview }) {
  const { t } = useTranslation();
  const stats: Array<[string, number]> = [
    [t('landlordAlarms.apartments'), overview.landlordPropertiesLength],
    [t('landlordAlarms.tenants'), overview.tenantsInPortfolio],
    [t('landlordAlarms.gateways'), overview.installedGateways],
    [t('landlordAlarms.devices'), overview.landlordDevicesLength],
    [t('landlordAlarms.devicesInactive'), overview.landlordDevicesInactive],
  ];
  const alarms: Array<[string, PortfolioEvent[], string]> = [
    [t('landlordAlarms.fireEvents'), overview.fireEvents, 'fire'],
    [t('landlordAlarms.leakEvents'), overview.leakEvents, 'leak'],
    [t('landlordAlarms.climateWarnings'), overview.climaWarnings, 'climate'],
  ];
  return (
    <>
      <h2 className="section-title">{t('landlordAlarms.portfolio')}</h2>
      <ul className="portfolio-grid" data-testid="portfolio-summary">
        {stats.map(([label, value]) => (
          <li key={label} className="portfolio-stat">
            <span className="portfolio-stat__value">{value}</span>
            <span className="portfolio-stat__label">{label}</span>
          </li>
        ))}
      </ul>
      <h2 className="section-title">{t('landlordAlarms.alarms')}</h2>
      <ul className="portfolio-grid" data-testid="alarm-summary">
        {alarms.map(([label, events, id]) => (
          <li key={id} className="alarm-stat" data-testid={`alarm-summary-${id}`}>
            <h3 className="alarm-stat__title">{label}</h3>
            <span className="alarm-stat__window">
              {t('landlordAlarms.last7', { count: within(events, LANDLORD_WEEK_MS) })}
            </span>
            <span className="alarm-stat__window">
              {t('landlordAlarms.last31', { count: within(events, LANDLORD_MONTH_MS) })}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function OverviewBody() {
  const { t } = useTranslation();
  const session = useSession();
  const query = useLandlordOverview(session?.landlordId ?? null);
  if (query.isPending) return <div className="home-hero home-hero--skeleton" aria-busy="true" />;
  if (query.isError)
    return (
      <LoadFailed
        title={t('landlordAlarms.overviewFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const overview = query.data;
  const latest = overview.notifications.slice(0, LATEST);
  return (
    <>
      <PortfolioSummary overview={overview} />
      <h2 className="section-title">{t('landlordAlarms.latest')}</h2>
      {latest.length === 0 ? (
        <EmptyState
          icon={notificationsOutline}
          title={t('landlordAlarms.noNotifications')}
          text={t('landlordAlarms.noNotificationsText')}
          headingLevel="h3"
        />
      ) : (
        <>
          <ul className="landlord-notification-list" data-testid="latest-notifications">
            {latest.map((n) => (
              <LandlordNotificationCard key={n.id} notification={n} />
            ))}
          </ul>
          <IonButton fill="outline" routerLink="/notifications" routerDirection="root">
            {t('landlordAlarms.allNotifications')}
          </IonButton>
        </>
      )}
    </>
  );
}

export function LandlordOverviewPage() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <>
      <AppHeader
        title={session?.companyName ?? t('landlord.overviewTitle')}
        subtitle={t('landlord.overviewTitle')}
      />
      <IonContent className="app-content">
        <div className="page-body">
          <section className="home-hero home-hero--landlord">
            <p className="home-hero__greeting">{t('home.greeting', { name: session?.userName ?? '' })}</p>
            <h1 className="home-hero__title" data-testid="company-name">
              {session?.companyName ?? t('landlord.overviewTitle')}
            </h1>
          </section>
          <OverviewBody />
        </div>
      </IonContent>
    </>
  );
}
