// The landlord's Overview on /main-view: company name in the header; the portfolio summary arrives
// with the landlord issue, so an honest empty state for now.
import { IonButton, IonContent } from '@ionic/react';
import { gridOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { AppHeader } from '../../components/app-header';
import { EmptyState } from '../../components/empty-state';
import { useSession } from '../../lib/session';

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
          <EmptyState
            icon={gridOutline}
            title={t('landlord.overviewEmptyTitle')}
            text={t('landlord.overviewEmptyText')}
            badge={t('common.coming')}
          >
            <IonButton fill="outline" routerLink="/landlord-properties" routerDirection="root">
              {t('menu.landlordProperties')}
            </IonButton>
          </EmptyState>
        </div>
      </IonContent>
    </>
  );
}
