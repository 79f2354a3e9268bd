// One device of a scene: what the scene sets it to (sliders saved 500 ms after the last move), whether its
// linked bulbs follow, and removing it from the scene.
import { useEffect, useMemo, useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { trashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { Device } from '@hemvakt/contract/devices';
import type { DeviceTarget, SceneDevice } from '@hemvakt/contract/scenes';
import type { SceneDeviceChange } from '../../api/scenes';
import { IonToggle } from '../../components/ionic/lazy-components';
import { TargetEditor } from '../../components/devices/target-editor';
import { deviceIcon } from '../../components/devices/device-icon';
import { debounce } from '../../lib/devices/debounce';
import { kindOf } from '../../lib/devices/device-display';

const SAVE_DELAY_MS = 500;

const targetOf = (entry: SceneDevice): DeviceTarget => ({
  switchgear: entry.switchgear as DeviceTarget['switchgear'],
  lightLevel: entry.lightLevel,
  colorTemp: entry.colorTemp,
  colorX: entry.colorX,
  colorY: entry.colorY,
});

interface SceneDeviceRowProps {
  sceneId: string;
  entry: SceneDevice;
  device: Device | undefined;
  disabled: boolean;
  onSave: (change: SceneDeviceChange) => void;
  onRemove: () => void;
}

export function SceneDeviceRow({ sceneId, entry, device, disabled, onSave, onRemove }: SceneDeviceRowProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DeviceTarget>(() => targetOf(entry));
  const save = useMemo(() => debounce(onSave, SAVE_DELAY_MS), [onSave]);
  useEffect(() => () => save.flush(), [save]);
  // Sliders save 500 ms after the last move; a switch or a colour saves at once.
  const change = (target: DeviceTarget, activeInScene = entry.activeInScene) => {
    const sliding = target.lightLevel !== draft.lightLevel || target.colorTemp !== draft.colorTemp;
    setDraft(target);
    save({ ...target, sceneId, deviceId: entry.id, activeInScene });
    if (!sliding) save.flush();
  };
  return (
    <li className="scene-device" data-testid="scene-device">
      <div className="scene-device__head">
        <span
          className={`device-card__icon device-card__icon--${device ? kindOf(device) : 'switch'}`}
          aria-hidden="true"
        >
          <IonIcon icon={deviceIcon(device ? kindOf(device) : 'switch')} />
        </span>
        <span className="scene-device__name">{entry.deviceName}</span>
        <IonButton
          fill="clear"
          color="medium"
          size="small"
          disabled={disabled}
          aria-label={t('scenes.removeDevice', { device: entry.deviceName })}
          onClick={onRemove}
        >
          <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
        </IonButton>
      </div>
      {device ? (
        <fieldset className="scene-device__target" disabled={disabled}>
          <TargetEditor device={device} value={draft} onChange={(target) => change(target)} />
          {entry.linkages.length > 0 ? (
            <IonToggle
              checked={entry.activeInScene}
              disabled={disabled}
              justify="space-between"
              onIonChange={(event) => change(draft, event.detail.checked)}
            >
              {t('scenes.linkFollows')}
            </IonToggle>
          ) : null}
        </fieldset>
      ) : null}
    </li>
  );
}
