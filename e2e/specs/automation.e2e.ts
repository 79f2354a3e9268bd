// Automations against the demo home (spec 001 §2, §3, §5): build one in the IF / THEN builder, see it fire
// when the simulated motion sensor trips, read its last runs and why, and delete it; the builder marks
// what is missing; the tab in Swedish.
import { describe, expect, it } from 'vitest';
import { api, apiLogin, newHouseMember } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { PHONE, useBrowser } from '../support/browser';
import { DEMO_PASSWORD, expectOnPage, expectVisibleText, login, modal, visible } from '../support/app';
import { DEMO_OWNER, demoDevice, demoHome, simulate } from '../support/devices';
import { shot } from '../support/screenshots';

async function lampOff() {
  const { token, propertyId } = await demoHome();
  const devices = await api<Array<{ deviceName: string; ieee: string; ep: number }>>(
    `/property-devices/${propertyId}`,
    { token },
  );
  const lamp = devices.find((d) => d.deviceName === 'Bed Lamp')!;
  await api(`/light-control/${propertyId}`, {
    token,
    body: { type: 'switch', value: 'off', ieee: lamp.ieee, ep: lamp.ep },
  });
  await expect.poll(async () => (await demoDevice('Bed Lamp')).switchgear, { timeout: 15_000 }).toBe('off');
}

describe('automation', () => {
  const browser = useBrowser();

  it('builds an automation, sees it fire when the motion sensor trips, shows why, and deletes it', async () => {
    await lampOff();
    const page = await browser.newPage();
    await login(page, DEMO_OWNER, DEMO_PASSWORD);
    await page.goto('/automation');
    await expectOnPage(page, '/automation');
    await visible(page.getByTestId('automation-card').filter({ hasText: 'Evening welcome' })).waitFor();
    await shot(page, 'automation-tab');
    expect(await seriousViolations(page), 'automation tab').toEqual([]);

    await visible(page.getByRole('button', { name: 'New automation' })).click();
    const builder = await modal(page, 'automation-modal');
    // Saving an empty automation marks what is missing and keeps the builder open.
    await visible(builder.getByRole('button', { name: 'Save automation' })).click();
    await visible(builder.getByText('Please correct the marked parts.')).waitFor();
    await visible(builder.getByText('Give the automation a name')).waitFor();
    await visible(builder.getByText('Add a device, weather or scene condition')).waitFor();
    await visible(builder.getByText('Add what it does')).waitFor();

    await visible(builder.getByLabel('Name', { exact: true })).fill('Motion lamp');
    await visible(
      builder.getByRole('group', { name: 'Add condition' }).getByRole('button', { name: 'Device' }),
    ).click();
    await visible(builder.getByLabel('Device', { exact: true })).selectOption({ label: 'Hall Motion' });
    expect(await visible(builder.getByLabel('State', { exact: true })).inputValue()).toBe('movement');
    await visible(
      builder.getByRole('group', { name: 'Add action' }).getByRole('button', { name: 'Set a device' }),
    ).click();
    const action = builder.getByTestId('rule-part').filter({ hasText: 'Set a device' });
    await visible(action.getByLabel('Device', { exact: true })).selectOption({ label: 'Bed Lamp' });
    await visible(action.getByRole('radio', { name: 'On' })).waitFor();
    await shot(page, 'automation-builder');
    expect(await seriousViolations(page), 'automation builder').toEqual([]);
    await visible(builder.getByRole('button', { name: 'Save automation' })).click();
    await expect.poll(() => page.getByTestId('automation-modal').count(), { timeout: 15_000 }).toBe(0);

    const card = visible(page.getByTestId('automation-card').filter({ hasText: 'Motion lamp' }));
    await card.waitFor();
    expect(await card.textContent()).toContain('Hall Motion is detecting movement');
    expect(await card.textContent()).toContain('Turn Bed Lamp on at 100 %');
    expect(await card.getByTestId('last-run').textContent()).toBe('Has not run yet');

    await simulate((await demoDevice('Hall Motion')).id, 'motion');
    await expect
      .poll(() => card.getByTestId('last-run').textContent(), { timeout: 15_000 })
      .toMatch(/^Fired .* Every condition held\.$/);
    await expect.poll(async () => (await demoDevice('Bed Lamp')).switchgear, { timeout: 15_000 }).toBe('on');
    await shot(page, 'automation-fired');

    await card.getByRole('button', { name: 'Last runs' }).click();
    const runs = await modal(page, 'automation-runs-modal');
    const run = visible(runs.getByTestId('run'));
    await run.waitFor();
    expect(await run.textContent()).toContain('Hall Motion: Movement Detected');
    expect(await run.textContent()).toContain('Every condition held.');
    await shot(page, 'automation-runs');
    expect(await seriousViolations(page), 'automation runs').toEqual([]);
    await visible(runs.getByRole('button', { name: 'Close' })).click();
    await expect.poll(() => page.getByTestId('automation-runs-modal').count()).toBe(0);

    await card.getByRole('button', { name: 'Motion lamp' }).click();
    const edit = await modal(page, 'automation-modal');
    await visible(edit.getByRole('button', { name: 'Delete automation' })).click();
    await expectVisibleText(page, 'Delete Motion lamp?');
    await page.locator('ion-alert').getByRole('button', { name: 'Delete automation' }).click();
    await expect
      .poll(() => page.getByTestId('automation-card').filter({ hasText: 'Motion lamp' }).count(), {
        timeout: 15_000,
      })
      .toBe(0);
  }, 120_000);

  it('shows the automations and scenes in Swedish', async () => {
    const member = await newHouseMember('Sara Svensk');
    const session = await apiLogin(member.email, member.password);
    await api(`/change-language/${session.userId}`, { token: session.token, body: { language: 'SE' } });
    const page = await browser.newPage(PHONE);
    await login(page, member.email, member.password);
    await page.goto('/automation');
    await expectOnPage(page, '/automation');
    const card = visible(page.getByTestId('automation-card').filter({ hasText: 'Evening welcome' }));
    await card.waitFor();
    expect(await card.textContent()).toContain('Front Door: öppen');
    expect(await card.textContent()).toContain('Mellan solnedgång och soluppgång');
    await visible(page.getByTestId('scene-card').filter({ hasText: 'Borta' })).waitFor();
    expect(await visible(page.getByTestId('weather-now')).textContent()).toMatch(
      /^Hemma nu: .*, -?\d+(\.\d)? °C · soluppgång /,
    );
    await expectVisibleText(page, 'Larmar på');
    await shot(page, 'automation-tab-sv-phone');
    await visible(page.getByRole('button', { name: 'Ny automation' })).click();
    const builder = await modal(page, 'automation-modal');
    await visible(builder.getByRole('button', { name: 'Spara automation' })).click();
    await visible(builder.getByText('Rätta de markerade delarna.')).waitFor();
    await shot(page, 'automation-builder-sv-phone');
  });
});
