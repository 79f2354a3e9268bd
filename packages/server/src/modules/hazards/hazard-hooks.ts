// Puts the hazard check first among what a device change sets off: a fire or leak is stored before the
// device's own live messages and before the alarm and automations hear of the change.
import type { FastifyBaseLogger } from 'fastify';
import type { DeviceChangeHooks } from '../devices/device-events';
import type { HazardService } from './hazards.service';

export function withHazardCheck(
  hooks: DeviceChangeHooks,
  hazards: HazardService,
  log: FastifyBaseLogger,
): DeviceChangeHooks {
  return {
    ...hooks,
    beforePublish: async (change) => {
      await hazards
        .onDeviceChange(change)
        .catch((error: unknown) => log.error({ err: error, deviceId: change.row.id }, 'hazard check failed'));
      await hooks.beforePublish?.(change);
    },
  };
}
