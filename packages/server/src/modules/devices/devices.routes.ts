// Device calls of spec 001 §7 'Devices' and 'Notifications per device'.
import {
  addDevice,
  capitalizeWords,
  curtainControl,
  deviceHistory,
  deviceLinkages,
  deviceNotificationSetting,
  deviceNotificationWhenScene,
  deviceSetting,
  gatewayAddFailed,
  identifyDevice,
  landlordAddDevice,
  lightControl,
  listDevices,
  removeDevice,
  resetSiren,
  switchControl,
  testSiren,
  DEVICE_HISTORY_PAGE,
} from '@hemvakt/contract/devices';
import { deviceKind, MOVEMENT_FILTERED_KINDS } from '@hemvakt/contract/device-catalogue';
import type { Deps } from '../../deps';
import { authorize } from '../../authz/authorize';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { findMembership } from '../properties/properties.repo';
import * as rooms from '../rooms/rooms.repo';
import * as repo from './devices.repo';
import { joinedOfKind, targetDevice } from './device-control';
import { presentDevice, viewerIn, visibleDevices } from './devices.present';

export function registerDeviceRoutes(deps: Deps): void {
  const { calls, db } = deps;
  const { control, addFlow } = deps.devices;

  /** A device by id, with the caller's right on it checked. */
  const deviceFor = async (
    auth: Parameters<typeof authorize>[1],
    deviceId: string,
    action: 'device.view' | 'device.control' | 'device.edit',
  ) => {
    const row = await repo.findById(db, deviceId);
    if (!row) throw notFound('DEVICE_NOT_FOUND');
    await authorize(db, auth, action, { propertyId: row.property_id, deviceId: row.id });
    return row;
  };

  const roomOf = async (propertyId: string, roomId: string | null) => {
    if (roomId === null) return null;
    const room = (await rooms.listByProperty(db, propertyId)).find((r) => r.id === roomId);
    if (!room) throw badRequest('ROOM_NOT_FOUND');
    return room.id;
  };

  const startAdd = async (
    auth: Parameters<typeof authorize>[1],
    propertyId: string,
    body: { typeI: string; deviceName: string; propertyRoomId: string },
    landlordsDevice: boolean,
  ) => {
    const row = await addFlow.start({
      propertyId,
      userId: auth.userId,
      typeI: body.typeI,
      deviceName: capitalizeWords(body.deviceName),
      roomId: await roomOf(propertyId, body.propertyRoomId),
      landlordsDevice,
    });
    return presentDevice(row, await viewerIn(db, propertyId, auth.userId));
  };

  calls.add(addDevice, async ({ auth, params, body }) => {
    await authorize(db, auth, 'devices.add', params);
    return startAdd(auth, params.propertyId, body, false);
  });

  calls.add(landlordAddDevice, async ({ auth, params, body }) => {
    await authorize(db, auth, 'landlord.apartment', { propertyId: params.apartmentId });
    return startAdd(auth, params.apartmentId, body, true);
  });

  calls.add(listDevices, async ({ auth, params }) => {
    await authorize(db, auth, 'property.read', params);
    return visibleDevices(db, params.propertyId, auth.userId);
  });

  const controlled = async (
    auth: Parameters<typeof authorize>[1],
    propertyId: string,
    target: { ieee: string; ep: number },
    kinds: Parameters<typeof targetDevice>[4],
  ) => {
    await authorize(db, auth, 'property.read', { propertyId });
    const device = await targetDevice(db, propertyId, target.ieee, target.ep, kinds);
    await authorize(db, auth, 'device.control', { propertyId, deviceId: device.id });
    return device;
  };

  calls.add(lightControl, async ({ auth, params, body }) => {
    const device = await controlled(auth, params.propertyId, body, ['light']);
    await control.light(device, body);
    return { ok: true };
  });

  calls.add(switchControl, async ({ auth, params, body }) => {
    const device = await controlled(auth, params.propertyId, body, ['plug', 'switch', 'light']);
    await control.onOff(device, body.value);
    return { ok: true };
  });

  calls.add(curtainControl, async ({ auth, params, body }) => {
    const device = await controlled(auth, params.propertyId, body, ['curtain']);
    await control.curtain(device, body.type);
    return { ok: true };
  });

  calls.add(deviceSetting, async ({ auth, params, body }) => {
    const row = await deviceFor(auth, body.deviceId, 'device.edit');
    if (row.property_id !== params.propertyId) throw notFound('DEVICE_NOT_FOUND');
    await repo.rename(
      db,
      row.id,
      capitalizeWords(body.deviceName),
      await roomOf(row.property_id, body.deviceRoom),
    );
    const updated = (await repo.findById(db, row.id))!;
    deps.bus.publish({
      kind: 'live',
      propertyId: row.property_id,
      message: { type: 'pull devices', propertyId: row.property_id, data: {} },
    });
    return presentDevice(updated, await viewerIn(db, row.property_id, auth.userId));
  });

  calls.add(deviceHistory, async ({ auth, params, body }) => {
    const found = await repo.findByIeee(db, params.ieee);
    if (!found) throw notFound('DEVICE_NOT_FOUND');
    const row = await deviceFor(auth, found.id, 'device.view');
    const kind = deviceKind(row.type_i);
    const hide = kind && MOVEMENT_FILTERED_KINDS.includes(kind) ? 'Movement' : undefined;
    const entries = await repo.history(db, row.id, body.offset, DEVICE_HISTORY_PAGE, hide);
    return entries.map((e) => ({
      createdAt: e.created_at.toISOString(),
      status: e.status,
      type: e.type,
      roomId: e.room_id,
    }));
  });

  calls.add(removeDevice, async ({ auth, params, body }) => {
    const row = await deviceFor(auth, body.deviceId, 'device.edit');
    if (row.property_id !== params.propertyId) throw notFound('DEVICE_NOT_FOUND');
    if (row.landlords_device) {
      const member = await findMembership(db, row.property_id, auth.userId);
      if (member) throw forbidden('DEVICE_OF_LANDLORD');
    }
    const { forced } = await control.remove(row);
    return { ok: true, forced };
  });

  calls.add(identifyDevice, async ({ auth, params }) => {
    const row = await deviceFor(auth, params.deviceId, 'device.control');
    await control.identify(
      joinedOfKind(row, ['siren', 'light', 'plug', 'switch', 'curtain', 'doorWindow', 'lock']),
    );
    return { ok: true };
  });

  calls.add(testSiren, async ({ auth, body }) => {
    const row = await deviceFor(auth, body.device, 'device.control');
    await control.sirenTest(joinedOfKind(row, ['siren']));
    return { ok: true };
  });

  calls.add(resetSiren, async ({ auth, body }) => {
    const row = await deviceFor(auth, body.device, 'device.control');
    await control.sirenReset(joinedOfKind(row, ['siren']));
    return { ok: true };
  });

  calls.add(deviceLinkages, async ({ auth, body }) => {
    const parent = await deviceFor(auth, body.parentLinkDevice.deviceId, 'device.edit');
    const child = await repo.findById(db, body.deviceToLink.deviceId);
    const lights = [parent, child].every((d) => d && deviceKind(d.type_i) === 'light' && d.ieee);
    if (
      !child ||
      !lights ||
      child.id === parent.id ||
      child.property_id !== parent.property_id ||
      child.room_id !== parent.room_id
    )
      throw badRequest('LINK_NOT_ALLOWED');
    const others = parent.linkages.filter((l) => l.deviceId !== child.id);
    const linkages =
      body.type === 'add' ? [...others, { deviceId: child.id, ieee: child.ieee!, ep: child.ep }] : others;
    await repo.setLinkages(db, parent.id, linkages);
    return presentDevice({ ...parent, linkages }, await viewerIn(db, parent.property_id, auth.userId));
  });

  calls.add(gatewayAddFailed, async ({ auth, body }) => {
    const row = await repo.findById(db, body.deviceId);
    if (!row?.pending) throw notFound('DEVICE_NOT_FOUND');
    await authorize(db, auth, row.landlords_device ? 'landlord.apartment' : 'devices.add', {
      propertyId: row.property_id,
    });
    await addFlow.cancel(row.id);
    return { ok: true };
  });

  calls.add(deviceNotificationSetting, async ({ auth, params, body }) => {
    const row = await deviceFor(auth, params.id, 'device.view');
    await repo.saveSetting(db, row.id, auth.userId, 'notification', body.setting);
    return { ok: true };
  });

  calls.add(deviceNotificationWhenScene, async ({ auth, params, body }) => {
    const row = await deviceFor(auth, params.deviceId, 'device.view');
    await repo.saveSetting(db, row.id, auth.userId, 'notification_when_scene', body.value);
    return { ok: true };
  });
}
