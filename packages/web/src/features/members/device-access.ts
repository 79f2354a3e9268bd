// Per-device rights of a member with limited access (spec 000 §5): control and edit need view, and
// unticking view drops the device from the list.
import type { DeviceAccess } from '@hemvakt/contract/members';

export type DeviceRight = 'canView' | 'canControll' | 'canEdit';

export interface DeviceOption {
  id: string;
  name: string;
  room: string | null;
}

export function setDeviceRight(
  list: DeviceAccess[],
  id: string,
  right: DeviceRight,
  value: boolean,
): DeviceAccess[] {
  if (right === 'canView' && !value) return list.filter((device) => device.id !== id);
  const current = list.find((device) => device.id === id);
  const next: DeviceAccess = {
    ...(current ?? { id, canView: false, canControll: false, canEdit: false }),
    [right]: value,
  };
  if (value) next.canView = true;
  return current ? list.map((device) => (device.id === id ? next : device)) : [...list, next];
}

/** The devices of the user data, with their room's name (from `rooms` by propertyRoomId). */
export function deviceOptions(
  devices: unknown[] | undefined,
  rooms: Array<{ id: string; name: string }> = [],
): DeviceOption[] {
  const options: DeviceOption[] = [];
  for (const device of devices ?? []) {
    if (typeof device !== 'object' || device === null) continue;
    const record = device as Record<string, unknown>;
    const id = typeof record.id === 'string' ? record.id : null;
    if (!id) continue;
    const name =
      typeof record.deviceName === 'string'
        ? record.deviceName
        : typeof record.name === 'string'
          ? record.name
          : id;
    const room =
      typeof record.roomName === 'string'
        ? record.roomName
        : (rooms.find((candidate) => candidate.id === record.propertyRoomId)?.name ?? null);
    options.push({ id, name, room });
  }
  return options;
}
