// The bulb linkage view (spec 001 §2): the other colour or dimmable lights of the same room, each
// with a toggle; a linked bulb follows every command sent to this light (the server fans it out).
import { IonIcon } from '@ionic/react';
import { bulbOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { Device } from '@hemvakt/contract/devices';
import { useDeviceLinkage } from '../../api/devices';
import { IonToggle } from '../../components/ionic/lazy-components';
import { linkableLights } from '../../lib/devices/device-display';
import { alertFailure } from '../../components/alert-failure';

export function BulbLinkage({ device, devices }: { device: Device; devices: Device[] }) {
  const { t } = useTranslation();
  const linkage = useDeviceLinkage();
  const bulbs = linkableLights(device, devices);
  if (bulbs.length === 0) {
    return (
      <div className="inline-empty">
        <IonIcon icon={bulbOutline} aria-hidden="true" />
        <p>{t('device.noLinkable')}</p>
      </div>
    );
  }
  return (
    <div className="settings-view">
      <p className="modal-intro">{t('device.linkedIntro', { name: device.deviceName })}</p>
      <div className="toggle-list">
        {bulbs.map((bulb) => (
          <IonToggle
            key={bulb.id}
            checked={device.linkages.some((link) => link.deviceId === bulb.id)}
            disabled={linkage.isPending || !device.canControll}
            justify="space-between"
            onIonChange={(event) =>
              linkage.mutate(
                { parent: device, bulb, link: event.detail.checked },
                { onError: (error) => alertFailure(t, error) },
              )
            }
          >
            {bulb.deviceName}
          </IonToggle>
        ))}
      </div>
    </div>
  );
}
