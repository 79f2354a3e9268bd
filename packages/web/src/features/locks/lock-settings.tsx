// Views 3–5 of the lock modal (spec 002 §2, §4 'Auto-lock'): the settings menu, auto-lock (a toggle and
// a delay of 1–5 min, saved at once; default on, 5 min) and the per-key notifications.
import { IonIcon, IonItem, IonLabel, IonSpinner } from '@ionic/react';
import { chevronForward, notificationsOutline, timerOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { AUTO_LOCK_DELAYS } from '@hemvakt/contract/locks';
import {
  useKeyNotification,
  useLockFeatures,
  useLockKeys,
  useSaveLockFeatures,
  type LockRef,
} from '../../api/locks';
import { FormAlert } from '../../components/form-alert';
import { IonList, IonToggle } from '../../components/ionic/lazy-components';
import { toastFailed } from '../../components/notify';
import { errorText } from '../../i18n/error-text';
import { Field } from './field';

export function LockSettingsMenu({
  onAutoLock,
  onNotifications,
}: {
  onAutoLock: () => void;
  onNotifications?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <IonList className="settings-menu" lines="full">
      <IonItem button detail={false} onClick={onAutoLock}>
        <IonIcon icon={timerOutline} slot="start" aria-hidden="true" />
        <IonLabel>{t('locks.autoLock')}</IonLabel>
        <IonIcon icon={chevronForward} slot="end" aria-hidden="true" />
      </IonItem>
      {onNotifications ? (
        <IonItem button detail={false} onClick={onNotifications}>
          <IonIcon icon={notificationsOutline} slot="start" aria-hidden="true" />
          <IonLabel>{t('locks.notifications')}</IonLabel>
          <IonIcon icon={chevronForward} slot="end" aria-hidden="true" />
        </IonItem>
      ) : null}
    </IonList>
  );
}

export function AutoLockView({ lock }: { lock: LockRef }) {
  const { t } = useTranslation();
  const features = useLockFeatures(lock);
  const save = useSaveLockFeatures(lock);
  if (features.isError) return <FormAlert message={errorText(t, features.error)} />;
  if (!features.data) return <IonSpinner name="crescent" aria-label={t('common.loading')} />;
  const current = save.isPending && save.variables ? { ...features.data, ...save.variables } : features.data;
  const change = (patch: Partial<typeof current>) =>
    save.mutate({ ...current, ...patch }, { onError: () => void toastFailed(t) });
  return (
    <div className="lock-auto" data-testid="auto-lock-view">
      <div className="toggle-list">
        <IonToggle
          checked={current.autoLockEnabled}
          disabled={save.isPending}
          justify="space-between"
          onIonChange={(event) => change({ autoLockEnabled: event.detail.checked })}
        >
          {t('locks.autoLockEnabled')}
        </IonToggle>
      </div>
      <Field label={t('locks.autoLockDelay')}>
        {(id) => (
          <>
            <select
              id={id}
              value={current.selectedAutoLockDelay}
              disabled={save.isPending || !current.autoLockEnabled}
              onChange={(event) => change({ selectedAutoLockDelay: Number(event.target.value) })}
            >
              {AUTO_LOCK_DELAYS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('locks.minutes', { count: minutes })}
                </option>
              ))}
            </select>
          </>
        )}
      </Field>
      <p className="modal-note">
        {t(features.data.byDevice ? 'locks.autoLockByDevice' : 'locks.autoLockByServer')}
      </p>
    </div>
  );
}

export function KeyNotificationsView({ lock }: { lock: LockRef }) {
  const { t } = useTranslation();
  const keys = useLockKeys(lock, 'all');
  const change = useKeyNotification(lock);
  return (
    <div className="lock-notifications" data-testid="key-notifications-view">
      <p className="modal-note">{t('locks.notificationsHelp')}</p>
      {keys.isPending ? <IonSpinner name="crescent" aria-label={t('common.loading')} /> : null}
      {keys.data?.length === 0 ? <p className="modal-note">{t('locks.notificationsEmpty')}</p> : null}
      <div className="toggle-list">
        {keys.data?.map((key) => (
          <IonToggle
            key={key.id}
            checked={key.sendNotification}
            justify="space-between"
            onIonChange={(event) =>
              change.mutate(
                { id: key.id, notification: event.detail.checked },
                { onError: () => void toastFailed(t) },
              )
            }
          >
            {key.keyName} · {key.userName}
          </IonToggle>
        ))}
      </div>
    </div>
  );
}
