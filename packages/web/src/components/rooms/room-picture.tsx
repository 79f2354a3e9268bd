// A room's picture: its photo, or its illustration on the room's colour.
import { IonIcon } from '@ionic/react';
import { isRoomPhoto } from '@hemvakt/contract/rooms';
import type { Room } from '@hemvakt/contract/user-data';
import { roomLook } from './room-look';

export function RoomPicture({
  room,
  size = 'card',
}: {
  room: Pick<Room, 'picture' | 'roomClass' | 'name'>;
  size?: 'card' | 'large';
}) {
  const look = roomLook(room);
  if (isRoomPhoto(room.picture)) {
    return <img className={`room-picture room-picture--${size}`} src={room.picture} alt="" />;
  }
  return (
    <span className={`room-picture room-picture--${size} tone--${look.tone}`} aria-hidden="true">
      <IonIcon icon={look.icon} />
    </span>
  );
}
