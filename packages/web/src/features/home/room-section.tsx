// One room of My Home with its devices (spec 001 §2): the room's card, its device cards, a button that
// opens the add-device wizard with the room chosen, and one that edits the room.
import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, createOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { Device } from '@hemvakt/contract/devices';
import type { Room } from '@hemvakt/contract/user-data';
import { openModal } from '../../app/modals/modal-store';
import { openDeviceModal } from '../../app/modals/open-device-modal';
import { DeviceCard } from '../../components/devices/device-card';
import { RoomCard } from './room-card';

interface RoomSectionProps {
  room: Room | null;
  devices: Device[];
  canAdd: boolean;
  /** Rename, re-picture or delete the room (userCanEditCreateRooms). */
  canEdit: boolean;
}

export function RoomSection({ room, devices, canAdd, canEdit }: RoomSectionProps) {
  const { t } = useTranslation();
  const name = room?.name ?? t('devices.unassigned');
  const open = (device: Device) => openDeviceModal(device);
  return (
    <section className="room-section" aria-label={name} data-testid="room-section">
      <div className="room-section__head">
        {room ? (
          <ul className="room-section__card">
            <RoomCard room={room} count={devices.length} />
          </ul>
        ) : (
          <h3 className="room-section__title text-danger">{name}</h3>
        )}
        {room && canEdit ? (
          <IonButton
            fill="clear"
            size="small"
            className="room-section__add"
            aria-label={t('rooms.edit', { room: name })}
            onClick={() => openModal('room', { roomId: room.id })}
          >
            <IonIcon slot="icon-only" icon={createOutline} aria-hidden="true" />
          </IonButton>
        ) : null}
        {room && canAdd ? (
          <IonButton
            fill="clear"
            size="small"
            className="room-section__add"
            aria-label={t('devices.addToRoom', { room: name })}
            onClick={() => openModal('addDevice', { roomId: room.id })}
          >
            <IonIcon slot="icon-only" icon={addOutline} aria-hidden="true" />
          </IonButton>
        ) : null}
      </div>
      {devices.length > 0 ? (
        <ul className="device-grid">
          {devices.map((device) => (
            <DeviceCard key={device.id} device={device} onOpen={open} />
          ))}
        </ul>
      ) : (
        <p className="room-section__empty">{t('devices.roomEmpty')}</p>
      )}
    </section>
  );
}
