// The action-required modal (spec 000 §2.5, §4.6): a fire or water-leak alarm in one of the resident's
// homes asks whether it was real. It opens on the live 'action required' message and, after a reload
// or login, from check-action-required; an answer (anyone's) or the sensor going quiet closes it.
import { useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { flameOutline, waterOutline } from 'ionicons/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActionRequiredMessageSchema, needsAnswer, type HazardEvent } from '@hemvakt/contract/hazards';
import { ACTION_REQUIRED_KEY, useActionRequired, useSubmitHazardReason } from '../../api/hazards';
import { AppModal } from '../../components/ionic/app-modal';
import { ModalFrame } from '../../components/modal-frame';
import { FormAlert } from '../../components/form-alert';
import { toast } from '../../components/notify';
import { errorText } from '../../i18n/error-text';
import { formatDateTime } from '../../lib/format-date';
import { useLiveMessages } from '../../live/use-live';
import '../../theme/fire-alarms.css';

export function ActionRequiredModal({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useActionRequired(userId, true);
  const submit = useSubmitHazardReason(userId);
  // Closed without an answer: not asked again for that alarm until the page reloads.
  const [closed, setClosed] = useState<string[]>([]);

  useLiveMessages(
    (message) => {
      const parsed = ActionRequiredMessageSchema.safeParse(message.data);
      if (!parsed.success) return;
      const { hazard } = parsed.data;
      queryClient.setQueryData<HazardEvent[]>([ACTION_REQUIRED_KEY, userId], (list = []) => {
        const others = list.filter((event) => event.id !== hazard.id);
        return needsAnswer(hazard) ? [hazard, ...others] : others;
      });
    },
    ['action required'],
  );

  const waiting = (data ?? []).filter((event) => !closed.includes(event.id));
  const [shown, setShown] = useState<HazardEvent | null>(null);
  const current = waiting[0] ?? null;
  if (current && current.id !== shown?.id) setShown(current);

  const answer = (realAlarm: boolean) => {
    if (!current) return;
    submit.mutate(
      { id: current.id, realAlarm },
      { onSuccess: () => void toast(t('hazards.answered')), onError: () => undefined },
    );
  };

  const event = current ?? shown;
  const fire = event?.kind === 'fire';
  return (
    <AppModal
      open={current !== null}
      label={t('hazards.modalTitle')}
      size="compact"
      testId="action-required-modal"
      onDismissed={() => {
        if (current) setClosed((ids) => [...ids, current.id]);
        submit.reset();
      }}
    >
      {event ? (
        <ModalFrame
          title={t('hazards.modalTitle')}
          onClose={() => setClosed((ids) => [...ids, event.id])}
          footer={
            <div className="hazard-answers">
              <IonButton
                color="danger"
                expand="block"
                disabled={submit.isPending}
                onClick={() => answer(true)}
              >
                {t('hazards.real')}
              </IonButton>
              <IonButton
                fill="outline"
                expand="block"
                disabled={submit.isPending}
                onClick={() => answer(false)}
              >
                {t('hazards.notReal')}
              </IonButton>
            </div>
          }
        >
          <section className={`hazard-card hazard-card--${event.kind}`} aria-live="assertive">
            <IonIcon
              className="hazard-card__icon"
              icon={fire ? flameOutline : waterOutline}
              aria-hidden="true"
            />
            <div>
              <h3 className="hazard-card__title">{t(fire ? 'hazards.fireTitle' : 'hazards.leakTitle')}</h3>
              <p className="hazard-card__text">
                {t(fire ? 'hazards.fireText' : 'hazards.leakText', { device: event.deviceName })}
              </p>
              <p className="hazard-card__meta">
                {event.roomName
                  ? t('hazards.where', { home: event.propertyName, room: event.roomName })
                  : event.propertyName}
              </p>
              <p className="hazard-card__meta">
                {t('hazards.since', { time: formatDateTime(event.startedAt) })}
              </p>
            </div>
          </section>
          <h3 className="hazard-question">{t('hazards.question')}</h3>
          <p className="hazard-help">{t('hazards.help')}</p>
          {submit.isError ? (
            <FormAlert message={`${t('hazards.failed')} ${errorText(t, submit.error)}`} />
          ) : null}
          {waiting.length > 1 ? (
            <p className="hazard-help">{t('hazards.more', { count: waiting.length - 1 })}</p>
          ) : null}
        </ModalFrame>
      ) : null}
    </AppModal>
  );
}
