// The header of a logged-in page: menu button (hidden when the split pane shows the menu), title,
// optional subtitle and the live-connection indicator.
import type { ReactNode } from 'react';
import { IonButtons, IonHeader, IonMenuButton, IonTitle, IonToolbar } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { LiveIndicator } from './live-indicator';

interface AppHeaderProps {
  title: string;
  subtitle?: string | null;
  end?: ReactNode;
}

export function AppHeader({ title, subtitle, end }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <IonHeader className="app-header">
      <IonToolbar>
        <IonButtons slot="start">
          <IonMenuButton aria-label={t('common.openMenu')} />
        </IonButtons>
        <IonTitle>
          <span className="app-header__title">{title}</span>
          {subtitle ? <span className="app-header__subtitle">{subtitle}</span> : null}
        </IonTitle>
        <IonButtons slot="end">
          {end}
          <LiveIndicator />
        </IonButtons>
      </IonToolbar>
    </IonHeader>
  );
}
