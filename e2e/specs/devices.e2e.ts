// Devices against the demo's simulated gateway (spec 001 §2, §4): adding a door sensor through the
// wizard, switching a plug and a light, a door opening live, a member without rights, My gateway.
// Set E2E_SCREENSHOTS=/some/dir to keep pictures of the screens.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, newHouseMember, newOwnerWithGateway } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { shot } from '../support/screenshots';
import { PHONE, useBrowser } from '../support/browser';
import {
  DEMO_PASSWORD,
  expectOnPage,
  expectVisibleText,
  login,
  modal,
  openMenuEntry,
  visible,
} from '../support/app';
import { DEMO_OWNER, demoDevice, deviceCard, expectCardStatus, simulate } from '../support/devices';

async function openDevice(page: Page, name: string) {
  await deviceCard(page, name).click();
  const popover = await modal(page, 'device-modal');
  await visible(popover.getByRole('heading', { name })).waitFor();
  return popover;
}

async function closeDevice(page: Page) {
  await visible(page.getByTestId('device-modal').getByRole('button', { name: 'Close' })).click();
  await expect.poll(() => page.getByTestId('device-modal').count()).toBe(0);
}

describe('devices', () => {
  const browser = useBrowser();

  it('adds a door sensor through the wizard and shows its card', async () => {
    const page = await browser.newPage();
    await login(page, DEMO_OWNER, DEMO_PASSWORD);
    await deviceCard(page, 'Front Door').waitFor();
    await shot(page, 'my-home');
    // The demo home has the IKEA integration: its category offers IKEA's devices.
    await visible(page.getByRole('button', { name: 'Add device' })).click();
    const ikea = await modal(page, 'add-device-modal');
    await ikea.getByRole('button', { name: /^IKEA/ }).click();
    await visible(ikea.getByRole('button', { name: 'Smart Blind' })).waitFor();
    await shot(page, 'add-device-ikea');
    await visible(ikea.getByRole('button', { name: 'Close' })).click();
    await expect.poll(() => page.getByTestId('add-device-modal').count()).toBe(0);

    await visible(page.getByRole('button', { name: 'Add device' })).click();
    const wizard = await modal(page, 'add-device-modal');
    const next = wizard.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    await wizard.getByRole('button', { name: 'Door/Window Sensor' }).click();
    await shot(page, 'add-device-1');
    expect(await seriousViolations(page), 'add device, step 1').toEqual([]);
    await next.click();

    await visible(wizard.getByLabel('Device name', { exact: true })).fill(' garage  door');
    expect(await next.isDisabled()).toBe(true);
    await wizard.getByLabel('Room').selectOption({ label: 'Hall' });
    await expect.poll(() => next.isDisabled()).toBe(false);
    await shot(page, 'add-device-2');
    await next.click();

    await expectVisibleText(page, 'Hold the reset button of the device for 5 seconds');
    const connect = wizard.getByRole('button', { name: 'Connect' });
    expect(await connect.isDisabled()).toBe(true);
    await wizard.getByText('Confirm the device is ready').click();
    await expect.poll(() => connect.isDisabled()).toBe(false);
    await shot(page, 'add-device-3');
    expect(await seriousViolations(page), 'add device, step 3').toEqual([]);
    await connect.click();
    await visible(wizard.getByRole('progressbar')).waitFor();
    await shot(page, 'add-device-4-progress');

    await visible(wizard.getByText('Hurray, device added')).waitFor({ timeout: 45_000 });
    await shot(page, 'add-device-4-success');
    await visible(wizard.getByRole('button', { name: 'Close' })).click();
    await expect.poll(() => page.getByTestId('add-device-modal').count()).toBe(0);
    // Named as the spec says: trimmed, each word capitalised.
    await deviceCard(page, 'Garage Door').waitFor({ timeout: 15_000 });
    await expectCardStatus(page, 'Garage Door', 'Closed');
  }, 120_000);

  it('switches the plug and a light and the cards follow', async () => {
    const page = await browser.newPage();
    await login(page, DEMO_OWNER, DEMO_PASSWORD);
    for (const name of ['Coffee Maker', 'Floor Lamp']) {
      const before = (await demoDevice(name)).switchgear === 'on' ? 'On' : 'Off';
      const after = before === 'On' ? 'Off' : 'On';
      await expectCardStatus(page, name, before);
      const popover = await openDevice(page, name);
      await shot(page, `device-${name.replace(' ', '-').toLowerCase()}`);
      await visible(popover.locator('ion-toggle').filter({ hasText: 'Power' })).click();
      await expect
        .poll(() => popover.getByTestId('device-popover-status').textContent(), { timeout: 15_000 })
        .toBe(after);
      await closeDevice(page);
      await expectCardStatus(page, name, after);
    }
  }, 90_000);

  it('shows a door opening live, without reloading', async () => {
    const page = await browser.newPage(PHONE);
    await login(page, DEMO_OWNER, DEMO_PASSWORD);
    const door = await demoDevice('Window');
    await expectCardStatus(page, 'Window', 'Closed');
    await simulate(door.id, 'open');
    await expectCardStatus(page, 'Window', 'Open');
    await shot(page, 'my-home-phone-door-open');
    await simulate(door.id, 'close');
    await expectCardStatus(page, 'Window', 'Closed');

    // The opening is in the window's event history, with a long weekday date.
    const popover = await openDevice(page, 'Window');
    await visible(popover.getByRole('button', { name: 'Events History' })).click();
    const history = visible(popover.getByTestId('device-history'));
    await history.waitFor();
    await expect
      .poll(() => history.textContent(), { timeout: 10_000 })
      .toMatch(
        /Open(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} \w+ \d{4} \d{2}:\d{2}/,
      );
    await shot(page, 'device-history-phone');
    await visible(popover.getByRole('button', { name: 'Back' })).click();
    await visible(popover.getByRole('button', { name: 'Edit Device' })).click();
    await visible(popover.getByLabel('Device name', { exact: true })).waitFor();
    await shot(page, 'device-settings-phone');
    expect(await seriousViolations(page), 'device settings').toEqual([]);
    await closeDevice(page);
  }, 60_000);

  it('lists every device in My devices; a colour light on a small screen has a smaller wheel, no on/off', async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    await login(page, DEMO_OWNER, DEMO_PASSWORD);
    await openMenuEntry(page, 'My devices');
    const list = await modal(page, 'my-devices-modal');
    await expect
      .poll(() => deviceCard(list, 'Front Door').textContent(), { timeout: 15_000 })
      .toContain('Hall');
    await shot(page, 'my-devices-small');
    expect(await seriousViolations(page), 'my devices').toEqual([]);
    await deviceCard(list, 'Ceiling Light').click();
    const popover = await modal(page, 'device-modal');
    const wheel = visible(popover.getByTestId('colour-wheel'));
    await wheel.waitFor();
    expect((await wheel.boundingBox())?.width).toBe(200);
    expect(await popover.locator('ion-toggle').filter({ hasText: 'Power' }).isVisible()).toBe(false);
    await shot(page, 'device-colour-light-small');
    expect(await seriousViolations(page), 'colour light').toEqual([]);
  });

  it('offers IKEA only with the integration, and only troubleshooting while the gateway is disconnected', async () => {
    const page = await browser.newPage();
    // The user data as if the home had no IKEA integration, then as if its gateway were disconnected.
    let change: Record<string, unknown> = { retailerIntegrationEnabled: false };
    await page.route('**/api/user-data/**', async (route) => {
      const response = await route.fetch();
      const data = (await response.json()) as [unknown, Array<Record<string, unknown>>, ...unknown[]];
      data[1] = data[1].map((property) => ({ ...property, ...change }));
      await route.fulfill({ response, json: data });
    });
    await login(page, DEMO_OWNER, DEMO_PASSWORD);
    await visible(page.getByRole('button', { name: 'Add device' })).click();
    const wizard = await modal(page, 'add-device-modal');
    await wizard.getByRole('button', { name: /^IKEA/ }).click();
    const alert = page.locator('ion-alert');
    await visible(alert.getByText('IKEA devices need the IKEA integration', { exact: false })).waitFor();
    await shot(page, 'add-device-ikea-alert');
    await alert.getByRole('button', { name: 'Activate' }).click();
    await expectOnPage(page, '/e-shop/:sku', '/e-shop/IKEA');
    await expect.poll(() => page.getByTestId('add-device-modal').count()).toBe(0);

    change = { gatewayActive: false };
    await page.goto('/main-view');
    await expectOnPage(page, '/main-view');
    await visible(page.getByRole('button', { name: 'Add device' })).click();
    const offline = await modal(page, 'add-device-modal');
    await visible(offline.getByText('Your gateway seems to be disconnected')).waitFor();
    await visible(offline.getByRole('button', { name: 'Check again' })).waitFor();
    expect(await offline.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await shot(page, 'add-device-gateway-offline');
  });

  it('gives a member without device rights no controls', async () => {
    // May see the plug and the smoke alarm, control and edit neither.
    const rights = await Promise.all(
      ['Coffee Maker', 'Smoke Alarm'].map(async (name) => ({
        id: (await demoDevice(name)).id,
        canView: true,
        canControll: false,
        canEdit: false,
      })),
    );
    const member = await newHouseMember('Vera Visning', rights);
    const page = await browser.newPage();
    await login(page, member.email, member.password);
    // Devices they may not see are not shown at all.
    await deviceCard(page, 'Smoke Alarm').waitFor();
    expect(await page.getByTestId('device-card').filter({ hasText: 'Front Door' }).count()).toBe(0);
    const popover = await openDevice(page, 'Coffee Maker');
    await visible(popover.getByText('You may see this device but not control it.')).waitFor();
    expect(await popover.locator('ion-toggle').count()).toBe(0);
    expect(await popover.getByRole('button', { name: 'Edit Device' }).count()).toBe(0);
    await shot(page, 'device-member-no-control');
    await closeDevice(page);
  });

  it('shows the gateway in settings and guards its removal', async () => {
    const page = await browser.newPage();
    await login(page, DEMO_OWNER, DEMO_PASSWORD);
    await openMenuEntry(page, 'Settings');
    const settings = await modal(page, 'settings-modal');
    await settings.getByText('My gateway', { exact: true }).click();
    await visible(settings.getByTestId('gateway-status')).waitFor();
    expect(await settings.getByTestId('gateway-status').textContent()).toBe('Active');
    await shot(page, 'settings-my-gateway');
    await settings.getByRole('button', { name: 'Remove my gateway' }).click();
    const remove = settings.getByRole('button', { name: 'Remove the gateway' });
    expect(await remove.isDisabled()).toBe(true);
    await settings.getByText('Understand and wish to continue').click();
    expect(await remove.isDisabled()).toBe(true);
    await settings.getByText('I have restarted my gateway').click();
    await expect.poll(() => remove.isDisabled()).toBe(false);
    await shot(page, 'settings-remove-gateway');
  });

  it('turns a device notification off and on in the notification settings', async () => {
    const page = await browser.newPage();
    await login(page, DEMO_OWNER, DEMO_PASSWORD);
    await openMenuEntry(page, 'Settings');
    const settings = await modal(page, 'settings-modal');
    await settings.getByText('Notifications', { exact: true }).click();
    const smoke = visible(
      settings.getByTestId('device-notifications').locator('ion-toggle').filter({ hasText: 'Smoke Alarm' }),
    );
    await smoke.waitFor();
    expect(await smoke.textContent()).toContain('Kitchen');
    const checked = () => smoke.evaluate((el) => (el as HTMLElement & { checked: boolean }).checked);
    const before = await checked();
    await shot(page, 'settings-device-notifications');
    await smoke.click();
    await expectVisibleText(page, 'Updated successfully');
    await expect.poll(checked).toBe(!before);
    await smoke.click();
    await expect.poll(checked).toBe(before);
  });

  it('removes a gateway after both checkboxes and logs out to /login', async () => {
    const owner = await newOwnerWithGateway();
    const page = await browser.newPage(PHONE);
    await login(page, owner.email, owner.password);
    await openMenuEntry(page, 'Settings');
    const settings = await modal(page, 'settings-modal');
    await settings.getByText('My gateway', { exact: true }).click();
    // Added, never connected.
    await expect
      .poll(() => visible(settings.getByTestId('gateway-status')).textContent(), { timeout: 15_000 })
      .toBe('Inactive');
    await settings.getByRole('button', { name: 'Remove my gateway' }).click();
    await settings.getByText('Understand and wish to continue').click();
    await settings.getByText('I have restarted my gateway').click();
    await settings.getByRole('button', { name: 'Remove the gateway' }).click();
    await expectOnPage(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('hemvakt.session'))).toBeNull();
    const status = await api<{ added: boolean }>(`/was-added/${owner.propertyId}`, { token: owner.token });
    expect(status.added).toBe(false);
  });
});
