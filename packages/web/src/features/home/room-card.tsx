// One room of the home as a card: its picture (a photo or an illustration), name and device count.
import { useTranslation } from 'react-i18next';
import type { Room } from '@hemvakt/contract/user-data';
import { RoomPicture } from '../../components/rooms/room-picture';

export function RoomCard({ room, count }: { room: Room; count?: number }) {
  const { t } = useTranslation();
  return (
    <li className="room-card" data-testid="room-card">
      <span className="room-card__art">
        <RoomPicture room={room} />
      </span>
      <span className="room-card__text">
        <span className="room-card__name">{room.name}</span>
        {count !== undefined ? (
          <span className="room-card__count">{t('devices.count', { count })}</span>
        ) : null}
      </span>
    </li>
  );
}
