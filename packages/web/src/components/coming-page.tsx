// A logged-in page whose feature arrives in a later issue: its header and an honest empty state.
import { IonContent } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { AppHeader } from './app-header';
import { EmptyState } from './empty-state';

interface ComingPageProps {
  title: string;
  text: string;
  icon: string;
}

export function ComingPage({ title, text, icon }: ComingPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <AppHeader title={title} />
      <IonContent className="app-content">
        <div className="page-body">
          <EmptyState icon={icon} title={title} text={text} badge={t('common.coming')} headingLevel="h1">
            <p className="empty-state__hint">{t('common.comingHint')}</p>
          </EmptyState>
        </div>
      </IonContent>
    </>
  );
}
