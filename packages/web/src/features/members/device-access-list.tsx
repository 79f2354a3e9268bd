// Per-device rights (view / control / edit) of a member without full device access.
import { IonIcon } from '@ionic/react';
import { hardwareChipOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { DeviceAccess } from '@hemvakt/contract/members';
import { IonCheckbox } from '../../components/ionic/lazy-components';
import { setDeviceRight, type DeviceOption, type DeviceRight } from './device-access';

const RIGHTS: DeviceRight[] = ['canView', 'canControll', 'canEdit'];

interface DeviceAccessListProps {
  options: DeviceOption[];
  value: DeviceAccess[];
  onChange: (next: DeviceAccess[]) => void;
}

export function DeviceAccessList({ options, value, onChange }: DeviceAccessListProps) {
  const { t } = useTranslation();
  if (options.length === 0) {
    return (
      <div className="inline-empty" data-testid="no-devices">
        <IonIcon icon={hardwareChipOutline} aria-hidden="true" />
        <p>
          <strong>{t('members.noDevicesTitle')}</strong> {t('members.noDevicesText')}
        </p>
      </div>
    );
  }
  return (
    <table className="device-access" data-testid="device-access">
      <caption className="visually-hidden">{t('members.devicesTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('members.device')}</th>
          {RIGHTS.map((right) => (
            <th scope="col" key={right}>
              {t(`members.rights.${right}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {options.map((device) => {
          const entry = value.find((candidate) => candidate.id === device.id);
          return (
            <tr key={device.id}>
              <th scope="row">
                {device.name}
                {device.room ? <span className="device-access__room">{device.room}</span> : null}
              </th>
              {RIGHTS.map((right) => (
                <td key={right}>
                  <IonCheckbox
                    checked={entry?.[right] ?? false}
                    aria-label={`${t(`members.rights.${right}`)}: ${device.name}`}
                    onIonChange={(event) =>
                      onChange(setDeviceRight(value, device.id, right, event.detail.checked))
                    }
                  />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
