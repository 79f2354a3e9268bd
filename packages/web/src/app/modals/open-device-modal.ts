// Opens what a tap on a device card shows: the lock modal for a smart lock, the device popover otherwise.
import type { Device } from '@hemvakt/contract/devices';
import { kindOf } from '../../lib/devices/device-display';
import { openModal } from './modal-store';

export function openDeviceModal(device: Pick<Device, 'id' | 'typeI'>): void {
  openModal(kindOf(device) === 'lock' ? 'lock' : 'device', { deviceId: device.id });
}
