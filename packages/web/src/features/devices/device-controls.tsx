// View 1 of the device popover (spec 001 §2, §4): what the device reports and, for a user who may
// control it, its controls: lights, plugs and switches, curtains (1 s lock-out after a command),
// sirens (test 60 s, identify 30 s, reset). Locks show their state only (smart locks are their own
// feature).
import { useEffect, useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { batteryDeadOutline, eyeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IDENTIFY_SECONDS, SIREN_TEST_SECONDS } from '@hemvakt/contract/device-catalogue';
import type { Device } from '@hemvakt/contract/devices';
import {
  useCurtainControl,
  useIdentifyDevice,
  useResetSiren,
  useSwitchControl,
  useTestSiren,
} from '../../api/devices';
import { deviceIcon } from '../../components/devices/device-icon';
import { useDeviceText } from '../../components/devices/use-device-text';
import { IonToggle } from '../../components/ionic/lazy-components';
import { lockBatteryPercent } from '../../lib/devices/device-display';
import { alertFailure } from '../../components/alert-failure';
import { LightControls } from './light-controls';

export const CURTAIN_LOCKOUT_MS = 1_000;

/** Seconds left of a timed action (siren test, identify), counting down once a second. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1_000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

function DeviceState({ device }: { device: Device }) {
  const { t } = useTranslation();
  const text = useDeviceText(device);
  const lockPercent = text.look.kind === 'lock' ? lockBatteryPercent(device) : null;
  return (
    <div className={`device-state device-state--${text.look.tone}`}>
      <span className="device-state__icon" aria-hidden="true">
        <IonIcon icon={deviceIcon(text.look.kind)} />
      </span>
      <div className="device-state__text">
        {text.status ? (
          <p className="device-state__status" data-testid="device-popover-status">
            {text.status}
          </p>
        ) : null}
        {text.reading ? <p className="device-state__reading">{text.reading}</p> : null}
        {text.look.kind === 'plug' && device.totalConsumption !== null ? (
          <p className="device-state__reading">
            {t('device.total')}: {t('devices.kwh', { value: device.totalConsumption })}
          </p>
        ) : null}
        {lockPercent !== null ? (
          <p className="device-state__reading">
            {t('device.battery')}: {lockPercent} %
          </p>
        ) : null}
        {text.warning ? (
          <p className="device-state__warning">
            <IonIcon icon={batteryDeadOutline} aria-hidden="true" /> {text.warning}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function SwitchControls({ device }: { device: Device }) {
  const { t } = useTranslation();
  const control = useSwitchControl(device.propertyId);
  // The toggle's new position shows until the device reports its switch state.
  const [pending, setPending] = useState<{ on: boolean; from: string | null } | null>(null);
  const on = pending && pending.from === device.switchgear ? pending.on : device.switchgear === 'on';
  return (
    <div className="toggle-list">
      <IonToggle
        checked={on}
        disabled={control.isPending || !device.ieee}
        justify="space-between"
        onIonChange={(event) => {
          const next = event.detail.checked;
          if (!device.ieee) return;
          setPending({ on: next, from: device.switchgear });
          control.mutate(
            { type: 'switch', value: next ? 'on' : 'off', ieee: device.ieee, ep: device.ep },
            {
              onError: (error) => {
                setPending(null);
                alertFailure(t, error);
              },
            },
          );
        }}
      >
        {t('device.power')}
      </IonToggle>
    </div>
  );
}

function CurtainControls({ device }: { device: Device }) {
  const { t } = useTranslation();
  const control = useCurtainControl(device.propertyId);
  const [locked, setLocked] = useState(false);
  useEffect(() => {
    if (!locked) return;
    const timer = setTimeout(() => setLocked(false), CURTAIN_LOCKOUT_MS);
    return () => clearTimeout(timer);
  }, [locked]);
  const command = (type: 'open' | 'stop' | 'close') => {
    if (!device.ieee) return;
    setLocked(true);
    control.mutate(
      { type, ieee: device.ieee, ep: device.ep },
      { onError: (error) => alertFailure(t, error) },
    );
  };
  return (
    <div className="button-row">
      {(['open', 'stop', 'close'] as const).map((type) => (
        <IonButton key={type} fill="outline" disabled={locked || !device.ieee} onClick={() => command(type)}>
          {t(`device.curtain.${type}`)}
        </IonButton>
      ))}
    </div>
  );
}

function SirenControls({ device }: { device: Device }) {
  const { t } = useTranslation();
  const test = useTestSiren();
  const reset = useResetSiren();
  const identify = useIdentifyDevice();
  const [testing, startTesting] = useCountdown();
  const [identifying, startIdentifying] = useCountdown();
  return (
    <div className="button-row">
      <IonButton
        fill="outline"
        disabled={testing > 0 || test.isPending}
        onClick={() =>
          test.mutate(device.id, {
            onSuccess: () => startTesting(SIREN_TEST_SECONDS),
            onError: (error) => alertFailure(t, error),
          })
        }
      >
        {testing > 0 ? t('device.sirenTesting', { seconds: testing }) : t('device.sirenTest')}
      </IonButton>
      <IonButton
        fill="outline"
        disabled={identifying > 0 || identify.isPending}
        onClick={() =>
          identify.mutate(device.id, {
            onSuccess: () => startIdentifying(IDENTIFY_SECONDS),
            onError: (error) => alertFailure(t, error),
          })
        }
      >
        {identifying > 0 ? t('device.identifying', { seconds: identifying }) : t('device.identify')}
      </IonButton>
      <IonButton
        fill="outline"
        color="danger"
        disabled={reset.isPending}
        onClick={() =>
          reset.mutate(device.id, {
            onSuccess: () => startTesting(0),
            onError: (error) => alertFailure(t, error),
          })
        }
      >
        {t('device.reset')}
      </IonButton>
    </div>
  );
}

export function DeviceControls({ device, onLinkage }: { device: Device; onLinkage?: () => void }) {
  const { t } = useTranslation();
  const text = useDeviceText(device);
  const kind = text.look.kind;
  let controls: React.ReactNode = null;
  if (kind === 'light') controls = <LightControls device={device} onLinkage={onLinkage} />;
  else if (kind === 'plug' || kind === 'switch') controls = <SwitchControls device={device} />;
  else if (kind === 'curtain') controls = <CurtainControls device={device} />;
  else if (kind === 'siren') controls = <SirenControls device={device} />;
  else if (kind === 'lock') controls = <p className="modal-note">{t('device.lockNote')}</p>;

  return (
    <div className="device-controls" data-testid="device-controls-view">
      <DeviceState device={device} />
      {controls && !device.canControll ? (
        <div className="inline-empty" data-testid="no-control">
          <IonIcon icon={eyeOutline} aria-hidden="true" />
          <p>{t('device.noControl')}</p>
        </div>
      ) : (
        controls
      )}
    </div>
  );
}
