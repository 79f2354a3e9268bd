// A device as the server presents it, for tests: `buildDevice({ typeI: 'SmartPlug', ... })`.
import { initialDeviceValues } from '@hemvakt/contract/device-catalogue';
import type { Device } from '@hemvakt/contract/devices';

let counter = 0;

export function buildDevice(overrides: Partial<Device> = {}): Device {
  counter += 1;
  const typeI = overrides.typeI ?? 'SensorDoorWindow';
  return {
    id: `device-${counter}`,
    propertyId: 'property-1',
    ieee: `0x${String(counter).padStart(16, '0')}`,
    ep: 1,
    zigbeeModel: null,
    vendor: null,
    model: null,
    typeI,
    deviceName: `Device ${counter}`,
    propertyRoomId: 'room-1',
    active: true,
    lightLevel: null,
    colorTemp: null,
    colorTempMin: null,
    colorTempMax: null,
    colorX: null,
    colorY: null,
    humi: null,
    temp: null,
    battery: 0,
    batteryPercentageRemain: null,
    currentConsumption: null,
    totalConsumption: null,
    notification: true,
    notificationWhenScene: false,
    linkages: [],
    landlordsDevice: false,
    canControll: true,
    canEdit: true,
    lastSeenAt: null,
    ...initialDeviceValues(typeI),
    ...overrides,
  };
}
