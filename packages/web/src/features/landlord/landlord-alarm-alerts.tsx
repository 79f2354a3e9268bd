// The landlord's alarm alerts wherever they are in the app (spec 000 §4.6): a live 'landlord fire /
// water leak detected' plays a tone and shows a pop-up leading to /notifications; the 'ok' messages show
// a toast; on a desktop, unresolved notifications show a toast 2 s after the app opens.
import { useEffect, useRef } from 'react';
import { useIonRouter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  LANDLORD_DETECTED_MESSAGE,
  LANDLORD_OK_MESSAGE,
  LANDLORD_TOAST_DELAY_MS,
  LandlordAlarmMessageSchema,
  type LandlordNotification,
} from '@hemvakt/contract/landlord-alarms';
import { refreshLandlordAlarms, useLandlordOverview } from '../../api/landlord-alarms';
import { presentAlert, presentToast } from '../../components/ionic/overlays';
import { toast } from '../../components/notify';
import { playAlarmTone } from '../../lib/alarm-tone';
import { formatDateTime } from '../../lib/format-date';
import { useMediaQuery } from '../../lib/use-media-query';
import { useLiveMessages } from '../../live/use-live';

const DESKTOP = '(min-width: 992px)';
const DETECTED = Object.values(LANDLORD_DETECTED_MESSAGE);
const OK = Object.values(LANDLORD_OK_MESSAGE);

function popupText(t: TFunction, n: LandlordNotification): string {
  const place = t('landlordAlarms.detectedText', {
    device: n.deviceName,
    apartment: n.propertyName,
    building: n.buildingName ?? '',
    time: formatDateTime(n.startTime),
  });
  if (n.realAlarm === null) return place;
  return `${place} ${t(n.realAlarm ? 'landlordAlarms.answerReal' : 'landlordAlarms.answerFalse')}`;
}

export function LandlordAlarmAlerts({ landlordId }: { landlordId: string }) {
  const { t } = useTranslation();
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const desktop = useMediaQuery(DESKTOP);
  const { data } = useLandlordOverview(landlordId);
  const toasted = useRef(false);
  const routerRef = useRef(router);
  useEffect(() => {
    routerRef.current = router;
  });

  useLiveMessages(
    (message) => {
      const parsed = LandlordAlarmMessageSchema.safeParse(message.data);
      if (!parsed.success) return;
      const { notification } = parsed.data;
      void refreshLandlordAlarms(queryClient);
      const fire = notification.kind === 'fire';
      if (OK.includes(message.type)) {
        void toast(
          t(fire ? 'landlordAlarms.fireOk' : 'landlordAlarms.leakOk', {
            apartment: notification.propertyName,
          }),
        );
        return;
      }
      playAlarmTone();
      void presentAlert({
        header: t(fire ? 'landlordAlarms.fireDetected' : 'landlordAlarms.leakDetected'),
        message: popupText(t, notification),
        cssClass: 'landlord-alarm-popup',
        buttons: [
          { text: t('common.close'), role: 'cancel' },
          {
            text: t('landlordAlarms.showNotifications'),
            handler: () => router.push('/notifications', 'root'),
          },
        ],
      }).catch(() => undefined);
    },
    [...DETECTED, ...OK],
  );

  const unresolved = data?.notifications.filter((n) => !n.resolved).length ?? 0;
  useEffect(() => {
    if (!desktop || unresolved === 0 || toasted.current) return;
    const timer = setTimeout(() => {
      toasted.current = true;
      // The list itself is on the screen already.
      if (window.location.pathname === '/notifications') return;
      void presentToast({
        message: t('landlordAlarms.unresolved', { count: unresolved }),
        duration: 8_000,
        position: 'top',
        color: 'danger',
        cssClass: 'app-toast app-toast--danger landlord-unresolved-toast',
        buttons: [
          { text: t('landlordAlarms.open'), handler: () => routerRef.current.push('/notifications', 'root') },
        ],
      }).catch(() => undefined);
    }, LANDLORD_TOAST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [desktop, unresolved, t]);

  return null;
}
