// View 1 of the lock modal (spec 002 §2): the big lock / unlock button by the lock's state, the status
// line, the battery (value halved; full ≥ 60 %, half 11–59 %, dead ≤ 10 % with 'Charge Battery') and,
// for the owners, the active keys with their action sheet.
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import {
  batteryDeadOutline,
  batteryFullOutline,
  batteryHalfOutline,
  lockClosed,
  lockOpen,
  shareSocialOutline,
} from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { Device } from '@hemvakt/contract/devices';
import { lockBatteryLevel, type SmartLockKey } from '@hemvakt/contract/locks';
import { useLockKeys } from '../../api/locks';
import { lockBatteryPercent } from '../../lib/devices/device-display';
import { KeyList } from './key-list';
import { useLockCommand, type LockOutcome } from './use-lock-command';

const BATTERY_ICONS = { full: batteryFullOutline, half: batteryHalfOutline, dead: batteryDeadOutline };

const OUTCOME_TEXT: Record<
  NonNullable<LockOutcome>,
  'locks.isOpen' | 'locks.isLocked' | 'locks.openFailed' | 'locks.lockFailed'
> = {
  opened: 'locks.isOpen',
  locked: 'locks.isLocked',
  openFailed: 'locks.openFailed',
  lockFailed: 'locks.lockFailed',
};

interface LockViewProps {
  device: Device;
  /** Owners see the active keys and may share access. */
  mayManageKeys: boolean;
  onKey: (key: SmartLockKey) => void;
  onShare: () => void;
}

export function LockView({ device, mayManageKeys, onKey, onShare }: LockViewProps) {
  const { t } = useTranslation();
  const lock = { propertyId: device.propertyId, ieee: device.ieee ?? '', ep: device.ep };
  const command = useLockCommand(lock);
  const keys = useLockKeys(lock, 'active', mayManageKeys);
  const locked = device.switchgear === 'lock';
  const percent = lockBatteryPercent(device);
  const status =
    command.busy && !command.outcome
      ? t(command.busy === 'unlock' ? 'locks.opening' : 'locks.locking')
      : command.outcome
        ? t(OUTCOME_TEXT[command.outcome])
        : t(locked ? 'locks.tapToOpen' : 'locks.isOpen');
  const failed = command.outcome === 'openFailed' || command.outcome === 'lockFailed';

  return (
    <div className="lock-view" data-testid="lock-view">
      <button
        type="button"
        className={`lock-button lock-button--${locked ? 'locked' : 'open'}`}
        data-testid="lock-button"
        disabled={!device.canControll || !device.active}
        aria-busy={command.busy !== null}
        onClick={() => command.press(locked ? 'unlock' : 'lock')}
      >
        <IonIcon icon={locked ? lockClosed : lockOpen} aria-hidden="true" />
        <span className="lock-button__label">
          {command.busy ? <IonSpinner name="crescent" aria-hidden="true" /> : null}
          {locked ? t('locks.open') : t('locks.lock')}
        </span>
      </button>
      <p
        className={`lock-status${failed ? ' lock-status--failed' : ''}`}
        role="status"
        data-testid="lock-status"
      >
        {status}
      </p>
      <p className="lock-state">{locked ? t('locks.locked') : t('locks.unlocked')}</p>
      {!device.active ? <p className="modal-note">{t('locks.offline')}</p> : null}
      {!device.canControll ? <p className="modal-note">{t('errors.LOCK_NOT_PERMITTED')}</p> : null}
      {percent !== null ? (
        <p className={`lock-battery lock-battery--${lockBatteryLevel(percent)}`} data-testid="lock-battery">
          <IonIcon icon={BATTERY_ICONS[lockBatteryLevel(percent)]} aria-hidden="true" />
          {t('locks.battery', { percent })}
          {lockBatteryLevel(percent) === 'dead' ? <strong> · {t('locks.chargeBattery')}</strong> : null}
        </p>
      ) : null}

      {mayManageKeys ? (
        <section className="lock-keys" aria-labelledby="lock-keys-title">
          <div className="lock-keys__head">
            <h3 id="lock-keys-title">{t('locks.activeKeys')}</h3>
            <IonButton fill="outline" size="small" onClick={onShare}>
              <IonIcon slot="start" icon={shareSocialOutline} aria-hidden="true" />
              {t('locks.manageAccess')}
            </IonButton>
          </div>
          {keys.isPending ? <IonSpinner name="crescent" aria-label={t('common.loading')} /> : null}
          {keys.data && keys.data.length === 0 ? <p className="modal-note">{t('locks.noKeys')}</p> : null}
          {keys.data && keys.data.length > 0 ? <KeyList keys={keys.data} onSelect={onKey} /> : null}
        </section>
      ) : null}
    </div>
  );
}
