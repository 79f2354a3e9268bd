// A scene's security setting (spec 001 §2 'security setting per scene'): arm — watching all security
// sensors or the ones chosen — disarm, or leave the alarm as it is.
import { useTranslation } from 'react-i18next';
import type { Device } from '@hemvakt/contract/devices';
import { SCENE_SECURITY_SETTINGS, type Scene, type SceneSecuritySetting } from '@hemvakt/contract/scenes';
import { SECURITY_KINDS } from '@hemvakt/contract/security';
import { useSceneSecurity } from '../../api/scenes';
import { ChoiceGroup } from '../../components/choice-group';
import { FormAlert } from '../../components/form-alert';
import { IonCheckbox, IonToggle } from '../../components/ionic/lazy-components';
import { errorText } from '../../i18n/error-text';
import { kindOf } from '../../lib/devices/device-display';

export function SceneSecurity({
  scene,
  devices,
  allowed,
}: {
  scene: Scene;
  devices: Device[];
  allowed: boolean;
}) {
  const { t } = useTranslation();
  const save = useSceneSecurity();
  const { alarmSetting, sensorIds } = scene.sceneSettings.security;
  const sensors = devices.filter((device) => SECURITY_KINDS.includes(kindOf(device)));
  const set = (setting: SceneSecuritySetting, ids: string[] | null) =>
    save.mutate({ id: scene.id, setting, sensorIds: setting === 'Armed' && ids?.length ? ids : null });
  const toggleSensor = (id: string, on: boolean) => {
    const current = sensorIds ?? sensors.map((s) => s.id);
    set('Armed', on ? [...current, id] : current.filter((candidate) => candidate !== id));
  };
  return (
    <section className="settings-card settings-card--padded" aria-labelledby="scene-security">
      <h3 id="scene-security">{t('scenes.security')}</h3>
      <p className="modal-note">{t('scenes.securityIntro')}</p>
      {!allowed ? <FormAlert tone="info" message={t('scenes.noRightAlarm')} /> : null}
      <FormAlert message={save.isError ? errorText(t, save.error) : null} />
      <ChoiceGroup
        label={t('scenes.security')}
        value={alarmSetting}
        disabled={!allowed || save.isPending}
        choices={SCENE_SECURITY_SETTINGS.map((value) => ({ value, label: t(`scenes.settings.${value}`) }))}
        onChange={(setting) => set(setting, sensorIds)}
      />
      {alarmSetting === 'Armed' ? (
        <div className="toggle-list">
          <h4 className="scene-subhead">{t('scenes.watch')}</h4>
          {sensors.length === 0 ? <p className="modal-note">{t('scenes.noSensors')}</p> : null}
          {sensors.length > 0 ? (
            <IonToggle
              checked={sensorIds === null}
              disabled={!allowed || save.isPending}
              justify="space-between"
              onIonChange={(event) => set('Armed', event.detail.checked ? null : sensors.map((s) => s.id))}
            >
              {t('scenes.watchAll')}
            </IonToggle>
          ) : null}
          {sensorIds !== null
            ? sensors.map((sensor) => (
                <IonCheckbox
                  key={sensor.id}
                  checked={sensorIds.includes(sensor.id)}
                  disabled={
                    !allowed || save.isPending || (sensorIds.length === 1 && sensorIds.includes(sensor.id))
                  }
                  justify="space-between"
                  labelPlacement="start"
                  onIonChange={(event) => toggleSensor(sensor.id, event.detail.checked)}
                >
                  {sensor.deviceName}
                </IonCheckbox>
              ))
            : null}
        </div>
      ) : null}
    </section>
  );
}
