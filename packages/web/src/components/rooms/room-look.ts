// How a room looks: its illustration (icon and colour) from its picture, class or name.
import {
  bedOutline,
  carOutline,
  cubeOutline,
  desktopOutline,
  restaurantOutline,
  tvOutline,
  waterOutline,
  walkOutline,
  leafOutline,
  happyOutline,
} from 'ionicons/icons';
import type { Room } from '@hemvakt/contract/user-data';

export interface RoomLook {
  icon: string;
  tone: string;
}

const ROOM_LOOKS: Array<{ match: RegExp } & RoomLook> = [
  { match: /living|lounge|vardag/i, icon: tvOutline, tone: 'sky' },
  { match: /kitchen|kök|dining/i, icon: restaurantOutline, tone: 'amber' },
  { match: /bed|sov/i, icon: bedOutline, tone: 'lilac' },
  { match: /bath|wc|toilet|bad|laundry|tvätt/i, icon: waterOutline, tone: 'teal' },
  { match: /hall|entr|corridor/i, icon: walkOutline, tone: 'sand' },
  { match: /office|study|kontor/i, icon: desktopOutline, tone: 'slate' },
  { match: /garage|car/i, icon: carOutline, tone: 'slate' },
  { match: /garden|balcon|terrace|trädgård|altan/i, icon: leafOutline, tone: 'green' },
  { match: /kid|child|barn|play/i, icon: happyOutline, tone: 'rose' },
];

const OTHER: RoomLook = { icon: cubeOutline, tone: 'slate' };

/** The look of an illustration name, or of a room (picture first, then class and name). */
function lookOf(text: string): RoomLook {
  return ROOM_LOOKS.find((look) => look.match.test(text)) ?? OTHER;
}

export function roomLook(room: Pick<Room, 'picture' | 'roomClass' | 'name'>): RoomLook {
  const picture = room.picture.startsWith('data:') ? '' : room.picture;
  return lookOf(`${picture} ${room.roomClass} ${room.name}`);
}
