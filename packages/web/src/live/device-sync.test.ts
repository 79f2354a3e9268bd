import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Device } from '@hemvakt/contract/devices';
import type { UserData } from '@hemvakt/contract/user-data';
import { DEVICES_KEY } from '../api/devices';
import { USER_DATA_KEY } from '../api/user-data';
import { buildDevice } from '../test/devices';
import { applyDeviceMessage } from './device-sync';
import { isGatewayBusy, setGatewayBusy } from './gateway-progress';

function userData(devices: Device[], gatewayActive = true): UserData {
  const property = { id: 'property-1', gatewayActive, disconnectedAt: null } as UserData[1][number];
  return [{} as UserData[0], [property], [], [], devices, [], null, [], []];
}

function setup(devices: Device[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData([DEVICES_KEY, 'property-1'], devices);
  queryClient.setQueryData([USER_DATA_KEY, 'user-1', 'property-1'], userData(devices));
  return queryClient;
}

describe('device live messages', () => {
  it('replaces a changed device in the list and the user data, keeping the caller’s own rights', () => {
    const door = buildDevice({ status: 'Closed', canControll: false });
    const queryClient = setup([door]);
    const changed = { ...door, status: 'Open', canControll: true };
    const handled = applyDeviceMessage(queryClient, {
      type: 'status',
      propertyId: 'property-1',
      data: { deviceId: door.id, device: changed },
    });
    expect(handled).toBe(true);
    const list = queryClient.getQueryData<Device[]>([DEVICES_KEY, 'property-1']);
    expect(list?.[0]).toMatchObject({ status: 'Open', canControll: false });
    const data = queryClient.getQueryData<UserData>([USER_DATA_KEY, 'user-1', 'property-1']);
    expect(data?.[4][0]?.status).toBe('Open');
  });

  it('adds a newly added device and clears the gateway progress', () => {
    const queryClient = setup([]);
    setGatewayBusy(true);
    const plug = buildDevice({ typeI: 'SmartPlug' });
    applyDeviceMessage(queryClient, {
      type: 'device add success',
      propertyId: 'property-1',
      data: { device: plug },
    });
    expect(queryClient.getQueryData<Device[]>([DEVICES_KEY, 'property-1'])).toHaveLength(1);
    expect(isGatewayBusy()).toBe(false);
  });

  it('marks the gateway inactive when it disconnects', () => {
    const queryClient = setup([]);
    applyDeviceMessage(queryClient, {
      type: 'gateway disconnected',
      propertyId: 'property-1',
      data: { gatewayId: 'g', disconnectedAt: 1_700_000_000_000 },
    });
    const data = queryClient.getQueryData<UserData>([USER_DATA_KEY, 'user-1', 'property-1']);
    expect(data?.[1][0]).toMatchObject({ gatewayActive: false, disconnectedAt: 1_700_000_000_000 });
  });

  it('ignores a malformed device message', () => {
    const queryClient = setup([]);
    expect(applyDeviceMessage(queryClient, { type: 'status', data: { deviceId: 'x' } })).toBe(false);
  });
});
