// 'Push notifications on this device' in the settings' General Notifications: subscribes this browser
// for Web Push (asking the browser's permission) and registers it for the open home; says why when the
// browser does not support push or the permission was refused. Saves at once with the settings' toasts.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportClientError } from '../../api/app-info';
import { IonToggle } from '../../components/ionic/lazy-components';
import { toastFailed, toastUpdated } from '../../components/notify';
import { useSession } from '../../lib/session';
import { currentSubscription, disablePush, enablePush, pushPermission } from '../../lib/browser-push';

export function PushDeviceToggle({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const [permission, setPermission] = useState(pushPermission);
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let live = true;
    currentSubscription().then(
      (subscription) => live && setSubscribed(Boolean(subscription)),
      () => live && setSubscribed(false),
    );
    return () => {
      live = false;
    };
  }, []);

  const change = async (value: boolean) => {
    if (!session || value === subscribed || pending) return;
    setPending(true);
    try {
      if (value) {
        const answer = await enablePush(session, propertyId);
        setPermission(answer);
        if (answer !== 'granted') return;
      } else {
        await disablePush();
      }
      setSubscribed(value);
      void toastUpdated(t);
    } catch (error) {
      reportClientError('settings', error, 'toggle push on this device');
      void toastFailed(t);
    } finally {
      setPending(false);
    }
  };

  const unsupported = permission === 'unsupported';
  const note = unsupported
    ? t('pushDevice.unsupported')
    : permission === 'denied'
      ? t('pushDevice.denied')
      : null;
  return (
    <div className="push-device" data-testid="push-device">
      <IonToggle
        checked={subscribed === true && permission === 'granted'}
        disabled={unsupported || permission === 'denied' || pending || subscribed === null}
        justify="space-between"
        onIonChange={(event) => void change(event.detail.checked)}
      >
        {t('pushDevice.toggle')}
      </IonToggle>
      <p className="settings-card__text" role={note ? 'status' : undefined}>
        {note ?? t('pushDevice.hint')}
      </p>
    </div>
  );
}
