// Whole-page states of the resident tabs: no home chosen yet, and what could not be loaded (with retry).
import { IonButton } from '@ionic/react';
import { alertCircleOutline, homeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/error-text';
import { EmptyState } from './empty-state';

export function NoHomePage() {
  const { t } = useTranslation();
  return (
    <div className="page-body">
      <EmptyState
        icon={homeOutline}
        title={t('home.noProperty')}
        text={t('home.noPropertyText')}
        headingLevel="h1"
      />
    </div>
  );
}

/** `title` says what failed; the error says why; Try again calls `onRetry`. */
export function LoadFailed({
  title,
  error,
  onRetry,
  page = false,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  page?: boolean;
}) {
  const { t } = useTranslation();
  const state = (
    <EmptyState
      icon={alertCircleOutline}
      title={title}
      text={errorText(t, error)}
      headingLevel={page ? 'h1' : 'h2'}
    >
      <IonButton onClick={onRetry}>{t('common.retry')}</IonButton>
    </EmptyState>
  );
  return page ? <div className="page-body">{state}</div> : state;
}
