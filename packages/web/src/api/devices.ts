// Device calls (spec 001 §7 'Devices' and 'Notifications per device'). The device list of a property
// is one query; live messages and successful calls write changed devices into it and into the user
// data (whose userData[4] holds the same devices), so every screen shows the same state.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  addDevice,
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
  type Device,
  type LightCommand,
} from '@hemvakt/contract/devices';
import type { BodyOf } from '@hemvakt/contract/http';
import type { UserData } from '@hemvakt/contract/user-data';
import { callApi } from './client';
import { USER_DATA_KEY } from './user-data';

export const DEVICES_KEY = 'property-devices';
export const DEVICE_HISTORY_KEY = 'device-history';

/** Fields that are the caller's own (rights, notification choices), kept when another user's change arrives. */
const OWN_FIELDS = ['canControll', 'canEdit', 'notification', 'notificationWhenScene'] as const;

function merge(old: Device | undefined, next: Device, keepOwn: boolean): Device {
  if (!old || !keepOwn) return next;
  const own = Object.fromEntries(OWN_FIELDS.map((field) => [field, old[field]]));
  return { ...next, ...own };
}

function upsert(list: Device[], device: Device, keepOwn: boolean): Device[] {
  const index = list.findIndex((candidate) => candidate.id === device.id);
  if (index === -1) return [...list, device];
  const copy = list.slice();
  copy[index] = merge(list[index], device, keepOwn);
  return copy;
}

/** Changes the devices of the cached user data of `propertyId` (its key is [user-data, userId, propertyId]). */
function patchUserDataDevices(
  queryClient: QueryClient,
  propertyId: string,
  change: (devices: Device[]) => Device[],
): void {
  for (const [key, data] of queryClient.getQueriesData<UserData>({ queryKey: [USER_DATA_KEY] })) {
    if (!data || key[2] !== propertyId) continue;
    const [user, properties, scenes, rooms, devices, ...rest] = data;
    queryClient.setQueryData<UserData>(key, [
      user,
      properties,
      scenes,
      rooms,
      change(devices),
      ...rest,
    ] as UserData);
  }
}

/**
 * Writes a device into the cached device list of its property and into the cached user data.
 * `keepOwn`: a live message carries the device as presented to someone; keep the caller's own rights
 * and notification choices from the cache.
 */
export function patchCachedDevice(queryClient: QueryClient, device: Device, keepOwn = false): void {
  queryClient.setQueryData<Device[]>([DEVICES_KEY, device.propertyId], (old) =>
    old ? upsert(old, device, keepOwn) : old,
  );
  patchUserDataDevices(queryClient, device.propertyId, (devices) => upsert(devices, device, keepOwn));
}

export function removeCachedDevice(queryClient: QueryClient, propertyId: string, deviceId: string): void {
  queryClient.setQueryData<Device[]>([DEVICES_KEY, propertyId], (old) =>
    old?.filter((device) => device.id !== deviceId),
  );
  patchUserDataDevices(queryClient, propertyId, (devices) => devices.filter((d) => d.id !== deviceId));
}

/** The devices of a property; starts from the user data's list when it is cached. */
export function useDevices(propertyId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [DEVICES_KEY, propertyId],
    queryFn: ({ signal }) => callApi(listDevices, { params: { propertyId: propertyId ?? '' }, signal }),
    enabled: Boolean(propertyId),
    initialData: () => {
      const cached = queryClient
        .getQueriesData<UserData>({ queryKey: [USER_DATA_KEY] })
        .find(([key, data]) => key[2] === propertyId && data);
      return cached?.[1]?.[4];
    },
    initialDataUpdatedAt: () =>
      queryClient
        .getQueryCache()
        .findAll({ queryKey: [USER_DATA_KEY] })
        .find((query) => query.queryKey[2] === propertyId)?.state.dataUpdatedAt,
  });
}

export function useDevice(propertyId: string | null, deviceId: string | null): Device | undefined {
  const devices = useDevices(propertyId);
  return devices.data?.find((device) => device.id === deviceId);
}

/** Starts adding a device: the answer is the pending device, the outcome comes on the live channel. */
export function useAddDevice(propertyId: string) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof addDevice>) => callApi(addDevice, { params: { propertyId }, body }),
  });
}

export function useLandlordAddDevice(apartmentId: string) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof landlordAddDevice>) =>
      callApi(landlordAddDevice, { params: { apartmentId }, body }),
  });
}

export function useGatewayAddFailed() {
  return useMutation({
    mutationFn: (deviceId: string) => callApi(gatewayAddFailed, { body: { deviceId } }),
  });
}

export function sendLightCommand(propertyId: string, command: LightCommand) {
  return callApi(lightControl, { params: { propertyId }, body: command });
}

export function useSwitchControl(propertyId: string) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof switchControl>) =>
      callApi(switchControl, { params: { propertyId }, body }),
  });
}

export function useCurtainControl(propertyId: string) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof curtainControl>) =>
      callApi(curtainControl, { params: { propertyId }, body }),
  });
}

export function useDeviceSetting(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof deviceSetting>) =>
      callApi(deviceSetting, { params: { propertyId }, body }),
    onSuccess: (device) => patchCachedDevice(queryClient, device),
  });
}

export function useRemoveDevice(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (device: Device) =>
      callApi(removeDevice, {
        params: { propertyId },
        body: { deviceId: device.id, ieee: device.ieee, ep: device.ep },
      }),
    onSuccess: (_answer, device) => removeCachedDevice(queryClient, propertyId, device.id),
  });
}

/** A device's event history, newest first (POST device-history/{ieee}). */
export function useDeviceHistory(ieee: string | null) {
  return useQuery({
    queryKey: [DEVICE_HISTORY_KEY, ieee],
    queryFn: ({ signal }) =>
      callApi(deviceHistory, { params: { ieee: ieee ?? '' }, body: { offset: 0 }, signal }),
    enabled: Boolean(ieee),
    staleTime: 0,
  });
}

export function useIdentifyDevice() {
  return useMutation({
    mutationFn: (deviceId: string) => callApi(identifyDevice, { params: { deviceId } }),
  });
}

/** The siren test of spec 001 §7 carries testId 18. */
export const SIREN_TEST_ID = 18;

export function useTestSiren() {
  return useMutation({
    mutationFn: (deviceId: string) =>
      callApi(testSiren, { body: { device: deviceId, testId: SIREN_TEST_ID } }),
  });
}

export function useResetSiren() {
  return useMutation({
    mutationFn: (deviceId: string) => callApi(resetSiren, { body: { device: deviceId } }),
  });
}

export function useDeviceLinkage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ parent, bulb, link }: { parent: Device; bulb: Device; link: boolean }) =>
      callApi(deviceLinkages, {
        body: {
          type: link ? 'add' : 'remove',
          deviceToLink: { deviceId: bulb.id, ieee: bulb.ieee, ep: bulb.ep },
          parentLinkDevice: { deviceId: parent.id },
        },
      }),
    onSuccess: (device) => patchCachedDevice(queryClient, device),
  });
}

export async function saveDeviceNotification(device: Device, value: boolean): Promise<void> {
  await callApi(deviceNotificationSetting, { params: { id: device.id }, body: { setting: value } });
}

export async function saveDeviceNotificationWhenScene(device: Device, value: boolean): Promise<void> {
  await callApi(deviceNotificationWhenScene, { params: { deviceId: device.id }, body: { value } });
}
