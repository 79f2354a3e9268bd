// The Security page's device sections (spec 001 §2): doors and windows, motion detectors, other security
// sensors, smart locks and cameras. Cameras come with a later update: their section says so honestly.
import { IonIcon } from '@ionic/react';
import { videocamOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { DeviceKind } from '@hemvakt/contract/device-catalogue';
import type { Device } from '@hemvakt/contract/devices';
import type { Room } from '@hemvakt/contract/user-data';
import { DeviceGrid } from '../../components/devices/device-grid';
import { kindOf } from '../../lib/devices/device-display';

const SECTIONS: Array<{ key: 'doorsWindows' | 'motion' | 'otherSensors' | 'locks'; kinds: DeviceKind[] }> = [
  { key: 'doorsWindows', kinds: ['doorWindow'] },
  { key: 'motion', kinds: ['motion'] },
  { key: 'otherSensors', kinds: ['vibration', 'multi', 'smoke', 'waterLeak'] },
  { key: 'locks', kinds: ['lock'] },
];

export function SensorSections({ devices, rooms }: { devices: Device[]; rooms: Room[] }) {
  const { t } = useTranslation();
  return (
    <>
      {SECTIONS.map(({ key, kinds }) => {
        const list = devices.filter((device) => kinds.includes(kindOf(device)));
        return (
          <section
            key={key}
            className="home-section"
            aria-labelledby={`security-${key}`}
            data-testid={`security-${key}`}
          >
            <div className="home-section__head">
              <h2 id={`security-${key}`}>{t(`security.${key}`)}</h2>
              <span className="home-section__count">{t('devices.count', { count: list.length })}</span>
            </div>
            {list.length > 0 ? (
              <DeviceGrid devices={list} rooms={rooms} />
            ) : (
              <p className="home-section__empty">{t('security.noneOfKind')}</p>
            )}
          </section>
        );
      })}
      <section
        id="cameras"
        className="home-section"
        aria-labelledby="security-cameras"
        data-testid="security-cameras"
      >
        <div className="home-section__head">
          <h2 id="security-cameras">{t('security.cameras')}</h2>
        </div>
        <p className="security-cameras">
          <IonIcon icon={videocamOutline} aria-hidden="true" />
          <span>
            <strong>{t('security.camerasEmpty')}</strong> {t('security.camerasText')}
          </span>
        </p>
      </section>
    </>
  );
}
