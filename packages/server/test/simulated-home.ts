// A home with a running simulated gateway (the zigbee2mqtt simulator on the app's broker) for tests.
import type { SimTiming, SimulatedGateway } from '@hemvakt/simulator';
import type { TestApp } from './test-app';
import { createSimulatedGateway, type SimulatedDeviceSpec } from '../src/demo/demo-devices';
import * as gateways from '../src/modules/gateways/gateways.repo';
import * as devices from '../src/modules/devices/devices.repo';

/** Short device timings so tests do not wait for motors and interviews. */
export const FAST: Partial<SimTiming> = {
  interviewStepMs: 30,
  motorMs: 20,
  lockMs: 50,
  occupancyResetMs: 500,
  readingIntervalMs: 0,
};

export interface SimulatedHome {
  gatewayId: string;
  deviceIds: string[];
  sim: SimulatedGateway;
}

/** Polls until `check` answers truthy (or fails after `timeoutMs`). */
export async function waitFor<T>(
  check: () => Promise<T> | T,
  timeoutMs = 5000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Starts the simulated gateway of a database row; resolves once the server saw it come online. */
export async function runSimulatedGateway(t: TestApp, gatewayId: string): Promise<SimulatedGateway> {
  const host = t.app.hemvakt.devices.simulators;
  if (!host) throw new Error('simulated gateways need the app built with demo: true');
  const sim = await host.start(gatewayId, FAST);
  await waitFor(async () => (await gateways.findById(t.db, gatewayId))?.active, 5000, 'gateway online');
  return sim;
}

/** Starts a simulated gateway with these devices in the property; resolves once the server saw them report. */
export async function startSimulatedHome(
  t: TestApp,
  propertyId: string,
  specs: SimulatedDeviceSpec[],
): Promise<SimulatedHome> {
  const { gatewayId, deviceIds } = await createSimulatedGateway(t.db, {
    propertyId,
    serverKey: t.config.jwtSecret,
    devices: specs,
  });
  const sim = await runSimulatedGateway(t, gatewayId);
  await waitFor(
    async () =>
      (await Promise.all(deviceIds.map((id) => devices.findById(t.db, id)))).every((d) => d?.last_seen_at),
    5000,
    'first device reports',
  );
  return { gatewayId, deviceIds, sim };
}
