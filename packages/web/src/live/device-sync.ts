// Device and gateway live messages into the query cache (spec 001 §4 'Live message types'): a changed
// device replaces the cached one, 'pull devices' refetches, an added device joins the list, and gateway
// connected / disconnected updates the property.
import type { QueryClient } from '@tanstack/react-query';
import { DeviceAddSuccessSchema, DeviceChangeSchema } from '@hemvakt/contract/devices';
import type { LiveMessage, LiveMessageType } from '@hemvakt/contract/live';
import type { UserData } from '@hemvakt/contract/user-data';
import { DEVICES_KEY, patchCachedDevice } from '../api/devices';
import { GATEWAY_STATUS_KEY } from '../api/gateway';
import { USER_DATA_KEY } from '../api/user-data';
import { setGatewayBusy } from './gateway-progress';

export const DEVICE_CHANGE_TYPES: readonly LiveMessageType[] = [
  'device update',
  'status',
  'temperature',
  'humidity',
  'switch state',
  'color',
  'energy',
  'battery',
];

function patchGateway(
  queryClient: QueryClient,
  propertyId: string,
  active: boolean,
  disconnectedAt: unknown,
) {
  queryClient.setQueriesData<UserData>({ queryKey: [USER_DATA_KEY] }, (old) => {
    if (!old) return old;
    const properties = old[1].map((property) =>
      property.id === propertyId
        ? {
            ...property,
            gatewayActive: active,
            disconnectedAt: typeof disconnectedAt === 'number' ? disconnectedAt : property.disconnectedAt,
          }
        : property,
    );
    return [old[0], properties, ...old.slice(2)] as unknown as UserData;
  });
}

/** Applies one live message to the cache; answers whether it was a device or gateway message. */
export function applyDeviceMessage(queryClient: QueryClient, message: LiveMessage): boolean {
  if (DEVICE_CHANGE_TYPES.includes(message.type)) {
    const parsed = DeviceChangeSchema.safeParse(message.data);
    if (!parsed.success) return false;
    patchCachedDevice(queryClient, parsed.data.device, true);
    if (message.type === 'device update') setGatewayBusy(false);
    return true;
  }
  switch (message.type) {
    case 'pull devices':
      setGatewayBusy(false);
      void queryClient.invalidateQueries({ queryKey: [DEVICES_KEY] });
      void queryClient.invalidateQueries({ queryKey: [USER_DATA_KEY] });
      return true;
    case 'device add success':
    case 'landlord device add success': {
      setGatewayBusy(false);
      const parsed = DeviceAddSuccessSchema.safeParse(message.data);
      if (parsed.success) patchCachedDevice(queryClient, parsed.data.device, true);
      return true;
    }
    case 'device add error':
    case 'landlord device add error':
    case 'gateway auth ok':
      setGatewayBusy(false);
      return true;
    case 'gateway connected':
    case 'gateway disconnected': {
      if (message.propertyId) {
        patchGateway(
          queryClient,
          message.propertyId,
          message.type === 'gateway connected',
          message.data.disconnectedAt,
        );
      }
      void queryClient.invalidateQueries({ queryKey: [GATEWAY_STATUS_KEY] });
      void queryClient.invalidateQueries({ queryKey: [USER_DATA_KEY] });
      return true;
    }
    default:
      return false;
  }
}
