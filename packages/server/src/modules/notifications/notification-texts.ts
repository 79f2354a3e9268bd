// The words of a notification in the recipient's language (the app words it again from `data`).
import type { Language } from '@hemvakt/contract/common';
import type { NotificationData } from '@hemvakt/contract/notifications';
import { DEVICE_STATUS } from '@hemvakt/contract/device-catalogue';

const TRIPPED: Record<string, Record<Language, string>> = {
  [DEVICE_STATUS.open]: { EN: 'was opened', SE: 'öppnades' },
  [DEVICE_STATUS.movement]: { EN: 'detected movement', SE: 'upptäckte rörelse' },
};

export function notificationText(data: NotificationData, language: Language): string {
  const sv = language === 'SE';
  switch (data.event) {
    case 'alarm': {
      const what = TRIPPED[data.status]?.[language] ?? data.status;
      const where = data.roomName ? (sv ? ` i ${data.roomName}` : ` in ${data.roomName}`) : '';
      return sv ? `Larm! ${data.deviceName}${where} ${what}.` : `Alarm! ${data.deviceName}${where} ${what}.`;
    }
    case 'alarmChange': {
      const armed = data.alarmSetting === 'Armed';
      if (sv) return `Larmet ${armed ? 'aktiverades' : 'avaktiverades'} av ${data.by}.`;
      return `The alarm was ${armed ? 'armed' : 'disarmed'} by ${data.by}.`;
    }
    case 'sceneChange':
      return sv
        ? `${data.by} aktiverade scenen ${data.sceneName}.`
        : `${data.by} activated the scene ${data.sceneName}.`;
    case 'automation':
      return `${data.automationName}: ${data.message}`;
    case 'hazard': {
      const where = data.roomName ? (sv ? ` i ${data.roomName}` : ` in ${data.roomName}`) : '';
      if (data.kind === 'fire')
        return sv
          ? `Brandlarm! ${data.deviceName}${where} känner av rök.`
          : `Fire alarm! ${data.deviceName}${where} detects smoke.`;
      return sv
        ? `Vattenläcka! ${data.deviceName}${where} känner av vatten.`
        : `Water leak! ${data.deviceName}${where} detects water.`;
    }
    case 'gatewayDisconnected':
      return sv
        ? `Gatewayen i ${data.propertyName} har kopplats från. Larmet och enheterna nås inte förrän den är tillbaka.`
        : `The gateway of ${data.propertyName} has disconnected. The alarm and devices cannot be reached until it is back.`;
  }
}
