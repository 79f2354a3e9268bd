// Wherever the user is in the app, an alarm shows as a red notice naming the sensor and room, with a
// button to the Security tab.
import { useIonRouter } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { AlarmMessageSchema } from '@hemvakt/contract/security';
import { presentToast } from '../../components/ionic/overlays';
import { useLiveMessages } from '../../live/use-live';
import { alarmText } from './alarm-text';

const NOTICE_MS = 10_000;

export function useAlarmNotice(): void {
  const { t } = useTranslation();
  const router = useIonRouter();
  useLiveMessages(
    (message) => {
      const parsed = AlarmMessageSchema.safeParse(message.data);
      if (!parsed.success) return;
      void presentToast({
        message: t('security.notice', { text: alarmText(t, parsed.data.alarm) }),
        duration: NOTICE_MS,
        position: 'top',
        color: 'danger',
        cssClass: 'app-toast app-toast--danger alarm-notice',
        buttons: [{ text: t('security.show'), handler: () => router.push('/security', 'none', 'push') }],
      }).catch(() => undefined);
    },
    ['alarm'],
  );
}
