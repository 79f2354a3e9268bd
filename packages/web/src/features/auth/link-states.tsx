// Loading and bad-link states shared by the pages opened from an e-mailed link.
import { IonButton, IonSpinner } from '@ionic/react';
import { linkOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { errorText } from '../../i18n/error-text';
import { ResultView } from '../../components/result-view';

export function LinkLoading() {
  const { t } = useTranslation();
  return (
    <div className="link-loading" role="status">
      <IonSpinner name="crescent" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}

interface BadLinkProps {
  error: unknown;
  title: string;
  text: string;
  actionLabel: string;
  actionLink: string;
  onRetry: () => void;
}

/** A link the server refused (invalid or expired), or a failure worth retrying. */
export function BadLink({ error, title, text, actionLabel, actionLink, onRetry }: BadLinkProps) {
  const { t } = useTranslation();
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  if (!refused) {
    return (
      <ResultView icon={linkOutline} tone="danger" title={t('errors.UNKNOWN')} text={errorText(t, error)}>
        <IonButton onClick={onRetry}>{t('common.retry')}</IonButton>
      </ResultView>
    );
  }
  return (
    <ResultView icon={linkOutline} tone="danger" title={title} text={text}>
      <IonButton routerLink={actionLink} routerDirection="root">
        {actionLabel}
      </IonButton>
    </ResultView>
  );
}
