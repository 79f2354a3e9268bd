// Demo only: make a device of a simulated gateway report a state, so people and browser tests can open a
// door or start a leak without hardware.
import { simulateDevice } from '@hemvakt/contract/dev';
import type { Deps } from '../../deps';
import { authorize } from '../../authz/authorize';
import { conflict, notFound } from '../../lib/errors';
import * as devices from '../devices/devices.repo';

export function registerDevSimulateRoutes({ calls, db, devices: runtime }: Deps): void {
  calls.add(simulateDevice, async ({ auth, body }) => {
    const row = await devices.findById(db, body.deviceId);
    if (!row) throw notFound('DEVICE_NOT_FOUND');
    await authorize(db, auth, 'device.view', { propertyId: row.property_id, deviceId: row.id });
    if (!row.ieee || !row.gateway_id) throw conflict('DEVICE_NOT_READY');
    if (!runtime.simulators?.report(row.gateway_id, row.ieee, body)) throw conflict('GATEWAY_NOT_SIMULATED');
    return { ok: true };
  });
}
