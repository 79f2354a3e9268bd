// One automation in the list: its name, IF and THEN in words, its days, the active switch and its last
// run with the reason; tapping opens the builder, "Last runs" the run history.
import { IonButton, IonIcon } from '@ionic/react';
import { timeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { Automation } from '@hemvakt/contract/automations';
import { useSetAutomationActive } from '../../api/automations';
import { openModal } from '../../app/modals/modal-store';
import { IonToggle } from '../../components/ionic/lazy-components';
import { toast } from '../../components/notify';
import { errorText } from '../../i18n/error-text';
import { formatDateTime } from '../../lib/format-date';
import { describeAction, describeCondition, describeDays, describeReason, type Names } from './describe';

export function AutomationCard({
  automation,
  names,
  editable,
}: {
  automation: Automation;
  names: Names;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const setActive = useSetAutomationActive();
  const run = automation.lastRun;
  return (
    <li
      className={`automation-card${automation.active ? '' : ' automation-card--off'}`}
      data-testid="automation-card"
    >
      <div className="automation-card__head">
        <button
          type="button"
          className="automation-card__name"
          onClick={() => openModal('automation', { automationId: automation.id })}
        >
          {automation.name}
        </button>
        <IonToggle
          checked={automation.active}
          disabled={!editable || setActive.isPending}
          aria-label={t('automation.activeLabel', { name: automation.name })}
          onIonChange={(event) =>
            setActive.mutate(
              { id: automation.id, active: event.detail.checked },
              {
                onSuccess: () =>
                  void toast(
                    t(event.detail.checked ? 'automation.turnedOn' : 'automation.turnedOff', {
                      name: automation.name,
                    }),
                  ),
                onError: (error) => void toast(errorText(t, error), 'danger'),
              },
            )
          }
        />
      </div>
      <p className="automation-card__rule">
        <span className="rule-block__word">{t('automation.if')}</span>{' '}
        {automation.conditions.map((c) => describeCondition(t, c, names)).join(' · ')}
      </p>
      <p className="automation-card__rule">
        <span className="rule-block__word">{t('automation.then')}</span>{' '}
        {automation.actions.map((a) => describeAction(t, a, names)).join(' · ')}
      </p>
      <p className="automation-card__days">{describeDays(t, automation.days)}</p>
      <div className="automation-card__foot">
        <p
          className={`automation-card__run${run ? ` run__result--${run.result}` : ''}`}
          data-testid="last-run"
        >
          {run
            ? `${t(`runs.${run.result}`)} ${formatDateTime(run.at)} — ${describeReason(t, run.reason)}`
            : t('automation.neverRan')}
        </p>
        <IonButton
          size="small"
          fill="clear"
          onClick={() => openModal('automationRuns', { automationId: automation.id })}
        >
          <IonIcon slot="start" icon={timeOutline} aria-hidden="true" />
          {t('automation.lastRuns')}
        </IonButton>
      </div>
    </li>
  );
}
