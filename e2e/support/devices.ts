// The demo home's devices for browser tests: who may see them, and making a simulated device report
// something (POST /api/dev/simulate, demo only).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, apiLogin } from './accounts';
import { DEMO_PASSWORD, visible } from './app';

export const DEMO_OWNER = 'owner@demo.hemvakt.se';

export interface DemoDevice {
  id: string;
  deviceName: string;
  typeI: string;
  status: string;
  switchgear: string | null;
}

/** The demo owner's token and Villa Solbacken's id. */
export async function demoHome(): Promise<{ token: string; propertyId: string }> {
  const owner = await apiLogin(DEMO_OWNER, DEMO_PASSWORD);
  const homes = await api<Array<{ id: string; propertyName: string }>>(`/properties/${owner.userId}`, {
    token: owner.token,
  });
  const villa = homes.find((home) => home.propertyName === 'Villa Solbacken');
  if (!villa) throw new Error('The demo owner has no Villa Solbacken');
  return { token: owner.token, propertyId: villa.id };
}

export async function demoDevices(): Promise<DemoDevice[]> {
  const { token, propertyId } = await demoHome();
  return api<DemoDevice[]>(`/property-devices/${propertyId}`, { token });
}

export async function demoDevice(name: string): Promise<DemoDevice> {
  const device = (await demoDevices()).find((candidate) => candidate.deviceName === name);
  if (!device) throw new Error(`The demo home has no device named ${name}`);
  return device;
}

/** Makes a simulated device report an event, e.g. a door opening. */
export async function simulate(deviceId: string, event: string): Promise<void> {
  const { token } = await demoHome();
  await api('/dev/simulate', { token, body: { deviceId, event } });
}

/** The visible device card with this name (My Home or My devices). */
export function deviceCard(scope: Page | Locator, name: string): Locator {
  return visible(scope.getByTestId('device-card').filter({ hasText: name }));
}

/** Waits until the card of `name` shows a status containing `text`. */
export async function expectCardStatus(scope: Page | Locator, name: string, text: string | RegExp) {
  const status = deviceCard(scope, name).getByTestId('device-status');
  await expect
    .poll(() => status.textContent().catch(() => ''), { timeout: 15_000 })
    .toMatch(typeof text === 'string' ? new RegExp(`^${text}\\b`) : text);
}
