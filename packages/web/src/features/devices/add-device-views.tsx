// The four views of the add-device wizard (spec 001 §2, §4): category and device, name and room,
// pairing instructions with the ready checkbox, and progress with its outcome.
import { IonButton, IonIcon } from '@ionic/react';
import { alertCircleOutline, cameraOutline, checkmarkCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import {
  catalogueEntry,
  CAMERA_TILE,
  DEVICE_NAME_MAX,
  offeredIn,
  type DeviceCategory,
} from '@hemvakt/contract/device-catalogue';
import type { Room } from '@hemvakt/contract/user-data';
import { deviceIcon } from '../../components/devices/device-icon';
import { IonCheckbox } from '../../components/ionic/lazy-components';
import { ResultView } from '../../components/result-view';
import { TextField } from '../../components/text-field';
import { PROGRESS_MAX } from '../../lib/devices/add-device-steps';
import { SelectField } from '../../components/select-field';

const CATEGORIES: DeviceCategory[] = ['homevision', 'ikea'];

interface CategoryStepProps {
  category: DeviceCategory;
  typeI: string | null;
  onCategory: (category: DeviceCategory) => void;
  onPick: (typeI: string) => void;
}

export function CategoryStep({ category, typeI, onCategory, onPick }: CategoryStepProps) {
  const { t } = useTranslation();
  const tiles = offeredIn(category).map((entry) => entry.typeI);
  return (
    <div className="add-device-step">
      <h3 className="modal-section-title">{t('addDevice.chooseCategory')}</h3>
      <div className="category-swiper" role="group" aria-label={t('addDevice.chooseCategory')}>
        {CATEGORIES.map((option) => (
          <button
            key={option}
            type="button"
            className={`category-card category-card--${option}${option === category ? ' category-card--chosen' : ''}`}
            aria-pressed={option === category}
            onClick={() => onCategory(option)}
          >
            <span className="category-card__name">{t(`addDevice.categories.${option}`)}</span>
            <span className="category-card__text">{t(`addDevice.categories.${option}Text`)}</span>
          </button>
        ))}
      </div>
      <h3 className="modal-section-title">{t('addDevice.chooseDevice')}</h3>
      <ul className="device-tiles" aria-label={t('addDevice.chooseDevice')}>
        {tiles.map((type) => (
          <li key={type}>
            <button
              type="button"
              className={`device-tile${type === typeI ? ' device-tile--chosen' : ''}`}
              aria-pressed={type === typeI}
              onClick={() => onPick(type)}
            >
              <IonIcon icon={deviceIcon(catalogueEntry(type)?.kind)} aria-hidden="true" />
              <span>{t(`devices.types.${type}` as 'devices.types.SmartPlug')}</span>
            </button>
          </li>
        ))}
        {category === 'homevision' ? (
          <li>
            <button type="button" className="device-tile" onClick={() => onPick(CAMERA_TILE)}>
              <IonIcon icon={cameraOutline} aria-hidden="true" />
              <span>{t('addDevice.camera')}</span>
            </button>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

interface NameStepProps {
  name: string;
  roomId: string | null;
  rooms: Room[];
  onName: (name: string) => void;
  onRoom: (roomId: string | null) => void;
}

export function NameStep({ name, roomId, rooms, onName, onRoom }: NameStepProps) {
  const { t } = useTranslation();
  return (
    <div className="add-device-step form-grid">
      <p className="modal-intro">{t('addDevice.nameIntro')}</p>
      <TextField
        name="deviceName"
        label={t('device.name')}
        value={name}
        onChange={onName}
        maxlength={DEVICE_NAME_MAX}
        helper={t('device.nameHelper', { max: DEVICE_NAME_MAX })}
        required
      />
      <RoomSelect value={roomId} rooms={rooms} onChange={onRoom} />
      {rooms.length === 0 ? <p className="modal-note">{t('addDevice.noRooms')}</p> : null}
    </div>
  );
}

export function RoomSelect({
  value,
  rooms,
  onChange,
  allowNone = false,
}: {
  value: string | null;
  rooms: Room[];
  onChange: (roomId: string | null) => void;
  allowNone?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      name="room"
      label={t('device.room')}
      value={value ?? ''}
      required={!allowNone}
      placeholder={allowNone ? t('devices.unassigned') : t('addDevice.chooseRoom')}
      options={rooms.map((room) => ({ value: room.id, label: room.name }))}
      onChange={(roomId) => onChange(roomId || null)}
    />
  );
}

export function PairStep({
  typeI,
  ready,
  onReady,
}: {
  typeI: string;
  ready: boolean;
  onReady: (ready: boolean) => void;
}) {
  const { t } = useTranslation();
  const entry = catalogueEntry(typeI);
  const seconds = entry?.resetHoldSeconds ?? 5;
  const kind = entry?.kind;
  return (
    <div className="add-device-step">
      <div className="pair-art" aria-hidden="true">
        <IonIcon icon={deviceIcon(kind)} />
      </div>
      <h3 className="modal-section-title">{t('addDevice.pairTitle')}</h3>
      <ol className="step-list" data-testid="pair-steps">
        <li>{t('addDevice.pairNear')}</li>
        <li>
          {kind === 'plug'
            ? t('addDevice.pairPlug', { seconds })
            : kind === 'light'
              ? t('addDevice.pairLight', { seconds })
              : t('addDevice.pairReset', { seconds })}
        </li>
        <li>{t('addDevice.pairConnect')}</li>
      </ol>
      <div className="check-field">
        <IonCheckbox
          checked={ready}
          labelPlacement="end"
          justify="start"
          onIonChange={(event) => onReady(event.detail.checked)}
        >
          {t('addDevice.ready')}
        </IonCheckbox>
      </div>
    </div>
  );
}

export function ProgressRing({ value, label }: { value: number; label: string }) {
  const radius = 54;
  const circumference = 2 * Math.PI * radius;
  const shown = Math.min(PROGRESS_MAX, Math.max(0, value));
  return (
    <div
      className="progress-ring"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={PROGRESS_MAX}
      aria-valuenow={shown}
    >
      <svg viewBox="0 0 120 120" aria-hidden="true">
        <circle className="progress-ring__track" cx="60" cy="60" r={radius} />
        <circle
          className="progress-ring__bar"
          cx="60"
          cy="60"
          r={radius}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - shown / PROGRESS_MAX)}
        />
      </svg>
      <span className="progress-ring__value">{shown} %</span>
    </div>
  );
}

interface ProgressStepProps {
  name: string;
  progress: number;
  outcome: 'success' | 'error' | null;
  reason: string | null;
  onRetry: () => void;
  onClose: () => void;
}

export function ProgressStep({ name, progress, outcome, reason, onRetry, onClose }: ProgressStepProps) {
  const { t } = useTranslation();
  if (outcome === 'success') {
    return (
      <ResultView
        icon={checkmarkCircleOutline}
        tone="success"
        title={t('addDevice.success')}
        text={t('addDevice.successText', { name })}
      >
        <IonButton expand="block" onClick={onClose}>
          {t('common.close')}
        </IonButton>
      </ResultView>
    );
  }
  if (outcome === 'error') {
    return (
      <ResultView
        icon={alertCircleOutline}
        tone="danger"
        title={t('addDevice.failed')}
        text={
          <>
            {reason ? <span className="result-view__reason">{reason} </span> : null}
            <strong>{t('addDevice.failedHint')}</strong>
          </>
        }
      >
        <IonButton expand="block" onClick={onRetry}>
          {t('addDevice.retry')}
        </IonButton>
        <IonButton expand="block" fill="outline" color="medium" onClick={onClose}>
          {t('common.close')}
        </IonButton>
      </ResultView>
    );
  }
  return (
    <div className="add-device-step add-device-progress">
      <ProgressRing value={progress} label={t('addDevice.progress')} />
      <p className="modal-intro" role="status">
        {t('addDevice.connecting', { name })}
      </p>
    </div>
  );
}
