// An automation's last runs (spec 001 §2 automation; "last runs, and why it did or did not fire"): when,
// what started it, whether it fired, and the reason.
import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../../app/modals/modal-host';
import { useAutomationRuns, useAutomations } from '../../api/automations';
import { FormAlert } from '../../components/form-alert';
import { AppModal } from '../../components/ionic/app-modal';
import { ModalFrame } from '../../components/modal-frame';
import { errorText } from '../../i18n/error-text';
import { formatDateTime } from '../../lib/format-date';
import { useCurrentHome } from '../../lib/use-current-home';
import { describeReason, describeTrigger } from './describe';
import '../../theme/smart-home.css';
import '../../theme/automation.css';

export function AutomationRunsModal({ open, onClose, onDismissed, args }: ModalProps) {
  const { t } = useTranslation();
  const home = useCurrentHome();
  const automation = useAutomations(home.propertyId).data?.find((a) => a.id === args?.automationId);
  const runs = useAutomationRuns(args?.automationId ?? null);
  const title = t('runs.title', { name: automation?.name ?? '' });
  return (
    <AppModal
      open={open}
      label={title}
      onDismissed={onDismissed}
      size="compact"
      testId="automation-runs-modal"
    >
      <ModalFrame title={title} onClose={onClose}>
        <p className="modal-note">{t('runs.intro')}</p>
        {runs.isError ? (
          <>
            <FormAlert message={`${t('runs.loadFailed')}: ${errorText(t, runs.error)}`} />
            <IonButton fill="outline" onClick={() => void runs.refetch()}>
              {t('common.retry')}
            </IonButton>
          </>
        ) : null}
        {runs.isPending ? <p className="modal-note">{t('common.loading')}</p> : null}
        {runs.data?.length === 0 ? <p className="modal-note">{t('runs.empty')}</p> : null}
        <ol className="run-list" data-testid="run-list">
          {runs.data?.map((run) => (
            <li key={run.id} className={`run run--${run.result}`} data-testid="run">
              <div className="run__head">
                <span className={`run__result run__result--${run.result}`}>{t(`runs.${run.result}`)}</span>
                <time dateTime={run.at}>{formatDateTime(run.at)}</time>
              </div>
              <p className="run__trigger">{describeTrigger(t, run.trigger)}</p>
              <p className="run__reason">{describeReason(t, run.reason)}</p>
            </li>
          ))}
        </ol>
      </ModalFrame>
    </AppModal>
  );
}
