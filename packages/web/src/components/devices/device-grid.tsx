// Device cards in a grid, each naming its room; a tap opens the device popover (a lock's own modal).
import type { Device } from '@hemvakt/contract/devices';
import type { Room } from '@hemvakt/contract/user-data';
import { openDeviceModal } from '../../app/modals/open-device-modal';
import { DeviceCard } from './device-card';

export function DeviceGrid({
  devices,
  rooms,
  wide = false,
}: {
  devices: Device[];
  rooms: Room[];
  wide?: boolean;
}) {
  const roomName = (device: Device) => rooms.find((room) => room.id === device.propertyRoomId)?.name ?? null;
  return (
    <ul className={`device-grid${wide ? ' device-grid--wide' : ''}`}>
      {devices.map((device) => (
        <DeviceCard
          key={device.id}
          device={device}
          roomName={roomName(device)}
          onOpen={() => openDeviceModal(device)}
        />
      ))}
    </ul>
  );
}
