// Wires climate warnings into the server: every temperature report of a sensor in an apartment of a
// landlord is judged, and the durable check job judges the apartment again when its delay is over.
import type { Deps } from '../../deps';
import * as devices from '../devices/devices.repo';
import { CLIMATE_CHECK_JOB, evaluateApartment } from './climate.service';

/** Starts listening; answers the unsubscribe. */
export function startClimateWarnings(
  deps: Pick<Deps, 'db' | 'bus' | 'jobs' | 'devices'>,
  log: Pick<Deps['log'], 'error'>,
): () => void {
  deps.jobs.handle(CLIMATE_CHECK_JOB, (payload) => evaluateApartment(deps, String(payload.propertyId)));
  return deps.devices.onDeviceState((gatewayId, ieee, state) => {
    if (typeof state.temperature !== 'number') return;
    void (async () => {
      const reported = await devices.listOnGateway(deps.db, gatewayId, ieee);
      for (const propertyId of new Set(reported.map((device) => device.property_id))) {
        await evaluateApartment(deps, propertyId);
      }
    })().catch((error: unknown) => log.error({ err: error, ieee }, 'climate warning check failed'));
  });
}
