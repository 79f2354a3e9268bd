// The landlord's Global Variables view in the settings modal (spec 002 §2 View 8): each alarm delay and
// climate warning setting saves at once with 'Updated successfully', is kept across a reload, and a
// failed save says so and shows the saved value again. Runs as the demo landlord and puts the demo's
// settings back afterwards.
import { afterAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { LANDLORD_ALARM_SETTING_DEFAULTS } from '@hemvakt/contract/landlord-settings';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { DEMO_PASSWORD, expectVisibleText, login, modal, openMenuEntry, visible } from '../support/app';
import { api, apiLogin } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { shot } from '../support/screenshots';

const LANDLORD = 'landlord@demo.hemvakt.se';

async function landlordSettings() {
  const { token, userId } = await apiLogin(LANDLORD, DEMO_PASSWORD);
  return api<Record<string, number>>(`/landlord/alarm-settings/${userId}`, { token });
}

async function openGlobalVariables(page: Page): Promise<Locator> {
  await openMenuEntry(page, 'Settings', 'Landlord menu');
  const settings = await modal(page, 'settings-modal');
  await settings.getByText('Global Variables', { exact: true }).click();
  await visible(settings.getByText('Climate warnings', { exact: true })).waitFor();
  return settings;
}

const delayOption = (view: Locator, group: string, label: string) =>
  view.getByRole('radiogroup', { name: group }).getByRole('radio', { name: label, exact: true });
const select = (view: Locator, label: string) => view.getByLabel(label, { exact: true });

/** Waits for the success toast, then for it to go (so the next change shows its own). */
async function expectUpdated(page: Page): Promise<void> {
  const toast = visible(page.locator('ion-toast').filter({ hasText: 'Updated successfully' }));
  await toast.waitFor({ state: 'visible', timeout: 15_000 });
  await expect.poll(() => page.locator('ion-toast').count(), { timeout: 5_000 }).toBe(0);
}

describe('global variables', () => {
  const browser = useBrowser();

  afterAll(async () => {
    const { token, userId } = await apiLogin(LANDLORD, DEMO_PASSWORD);
    const { landlordId } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      landlordId: string;
    };
    const defaults = LANDLORD_ALARM_SETTING_DEFAULTS;
    for (const type of ['fireNotificationDelay', 'waterLeakNotificationDelay'] as const) {
      await api(`/landlord/notification-delays/${userId}`, { token, body: { type, value: defaults[type] } });
    }
    // Below first: the way back from 17–24 never leaves no range between them.
    for (const type of ['climateWarningBelow', 'climateWarningAbove', 'climateWarningDelayDays'] as const) {
      await api(`/landlord/setting-variables/${landlordId}`, {
        token,
        body: { type, value: defaults[type] },
      });
    }
  });

  it('saves each setting at once, keeps it across a reload, and shows the saved value after a failure', async () => {
    const page = await browser.newPage(PHONE);
    await login(page, LANDLORD, DEMO_PASSWORD);
    let view = await openGlobalVariables(page);
    const before = await landlordSettings();
    expect(
      await delayOption(view, 'Fire notification delay', `${before.fireNotificationDelay} s`).getAttribute(
        'aria-checked',
      ),
    ).toBe('true');
    expect(await select(view, 'Climate warning below').inputValue()).toBe(String(before.climateWarningBelow));
    expect(await seriousViolations(page)).toEqual([]);

    await delayOption(view, 'Fire notification delay', '120 s').click();
    await expectUpdated(page);
    await delayOption(view, 'Water-leak notification delay', '30 s').click();
    await expectUpdated(page);
    await select(view, 'Climate warning below').selectOption('17');
    await expectUpdated(page);
    await select(view, 'Climate warning above').selectOption('24');
    await expectUpdated(page);
    await select(view, 'Climate warning delay').selectOption('5');
    await expectUpdated(page);
    await expectVisibleText(page, 'Warn below 17 °C or above 24 °C lasting 5 days.');
    await shot(page, 'global-variables-phone');
    expect(await landlordSettings()).toEqual({
      fireNotificationDelay: 120,
      waterLeakNotificationDelay: 30,
      climateWarningBelow: 17,
      climateWarningAbove: 24,
      climateWarningDelayDays: 5,
    });

    await page.reload();
    view = await openGlobalVariables(page);
    expect(await delayOption(view, 'Fire notification delay', '120 s').getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(
      await delayOption(view, 'Water-leak notification delay', '30 s').getAttribute('aria-checked'),
    ).toBe('true');
    expect(await select(view, 'Climate warning below').inputValue()).toBe('17');
    expect(await select(view, 'Climate warning above').inputValue()).toBe('24');
    expect(await select(view, 'Climate warning delay').inputValue()).toBe('5');
    // The thresholds leave a range between them: what would close it cannot be chosen.
    expect(await select(view, 'Climate warning below').locator('option[value="24"]').isDisabled()).toBe(true);

    // The connection drops: the failure toast, and the saved value again.
    await page.route('**/api/landlord/setting-variables/**', (route) => route.abort());
    await select(view, 'Climate warning delay').selectOption('8');
    await visible(
      page.locator('ion-toast').filter({ hasText: 'Something has failed please try that again' }),
    ).waitFor({
      timeout: 15_000,
    });
    await expect.poll(() => select(view, 'Climate warning delay').inputValue()).toBe('5');
    await page.unroute('**/api/landlord/setting-variables/**');
    expect((await landlordSettings()).climateWarningDelayDays).toBe(5);
  });

  it('shows the view on a desktop', async () => {
    const page = await browser.newPage(DESKTOP);
    await login(page, LANDLORD, DEMO_PASSWORD);
    const view = await openGlobalVariables(page);
    await visible(view.getByText('Fire and water-leak alarms', { exact: true })).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'global-variables-desktop');
  });
});
