// axe on the login page, the main view and the app modals: no serious or critical violations.
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser';
import { seriousViolations } from '../support/axe';
import { DEMO_PASSWORD, expectOnPage, login, modal, openMenuEntry, openProfile } from '../support/app';

describe('accessibility', () => {
  const browser = useBrowser();

  it('has no serious or critical axe violations on the login page', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await expectOnPage(page, '/login');
    await page.waitForTimeout(500);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('has no serious or critical axe violations on the main view (desktop and phone)', async () => {
    const page = await browser.newPage();
    await login(page, 'owner@demo.hemvakt.se', DEMO_PASSWORD);
    await page.getByTestId('room-card').first().waitFor({ state: 'visible' });
    await page.waitForTimeout(500);
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize(PHONE);
    await page.waitForTimeout(500);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('has no serious or critical axe violations in the lock modal, Smart Lock Access and the key page', async () => {
    const page = await browser.newPage(PHONE);
    await login(page, 'owner@demo.hemvakt.se', DEMO_PASSWORD);
    const card = page
      .getByTestId('device-card')
      .filter({ hasText: 'Back Door' })
      .locator('visible=true')
      .first();
    await card.click();
    const lock = await modal(page, 'lock-modal');
    await lock.getByTestId('lock-view').waitFor();
    await page.waitForTimeout(500);
    expect(await seriousViolations(page), 'lock modal').toEqual([]);
    await lock.locator('ion-segment-button').filter({ hasText: 'History log' }).click();
    await lock.locator('[data-testid="lock-log"], .inline-empty').first().waitFor();
    expect(await seriousViolations(page), 'history log').toEqual([]);
    await lock.getByRole('button', { name: 'Lock settings' }).click();
    await lock.getByText('Auto-lock', { exact: true }).click();
    await lock.getByTestId('auto-lock-view').waitFor();
    expect(await seriousViolations(page), 'auto-lock').toEqual([]);
    await lock.getByRole('button', { name: 'Back' }).click();
    await lock.getByText('Notifications', { exact: true }).click();
    await lock.getByTestId('key-notifications-view').waitFor();
    expect(await seriousViolations(page), 'key notifications').toEqual([]);
    await lock.getByRole('button', { name: 'Back' }).click();
    await lock.getByRole('button', { name: 'Back' }).click();
    await lock.getByRole('button', { name: 'Share access' }).click();
    const access = await modal(page, 'lock-access-modal');
    await access.getByTestId('key-list').waitFor();
    await page.waitForTimeout(500);
    expect(await seriousViolations(page), 'Smart Lock Access').toEqual([]);
    await access.getByRole('button', { name: 'Invite guest' }).click();
    await access.getByTestId('key-form').waitFor();
    await access
      .getByTestId('key-form')
      .getByLabel('Access', { exact: true })
      .selectOption({ label: 'Temporary' });
    expect(await seriousViolations(page), 'key form').toEqual([]);

    const stranger = await browser.newPage(PHONE);
    await stranger.goto('/control-lock/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await stranger.getByText('This key link is not valid').first().waitFor();
    expect(await seriousViolations(stranger), 'key page').toEqual([]);
  }, 90_000);

  for (const [label, viewport] of [
    ['desktop', undefined],
    ['phone', PHONE],
  ] as const) {
    it(`has no serious or critical axe violations in the modals (${label})`, async () => {
      const page = await browser.newPage(viewport);
      await login(page, 'owner@demo.hemvakt.se', DEMO_PASSWORD);
      const check = async (view: string) => {
        await page.waitForTimeout(500);
        const found = await seriousViolations(page);
        expect(found, view).toEqual([]);
      };
      const close = async (testId: string) => {
        await page.getByTestId(testId).getByRole('button', { name: 'Close' }).click();
        await expect.poll(() => page.getByTestId(testId).count()).toBe(0);
      };

      await openMenuEntry(page, 'Manage properties');
      const homes = await modal(page, 'properties-modal');
      await homes.getByTestId('property-row').first().waitFor();
      await check('properties list');
      await homes.getByRole('button', { name: 'Add a home by address' }).click();
      await page
        .getByLabel('Street and number', { exact: true })
        .locator('visible=true')
        .first()
        .pressSequentially('Storgatan', { delay: 20 });
      await homes.getByTestId('address-suggestions').getByRole('button').first().waitFor();
      await check('add by address, with suggestions');
      await close('properties-modal');

      await openMenuEntry(page, 'Members');
      const members = await modal(page, 'members-modal');
      await members.getByTestId('member-row').first().waitFor();
      await check('members list');
      await members.getByRole('button', { name: 'Invite a member' }).click();
      await members.locator('ion-toggle').filter({ hasText: 'Full access to all devices' }).click();
      // The per-device rights: the demo home's devices (or the note that there are none yet).
      await members.locator('[data-testid="device-access"], [data-testid="no-devices"]').first().waitFor();
      await check('invite form');
      await close('members-modal');

      await openMenuEntry(page, 'Settings');
      const settings = await modal(page, 'settings-modal');
      await check('settings menu');
      for (const view of ['Application settings', 'Notifications', 'Geofence', 'My gateway']) {
        await settings.getByText(view, { exact: true }).click();
        await check(view);
        await settings.getByRole('button', { name: 'Back' }).click();
      }
      // A toast, once it stands still: the deals toggle saves at once and says so.
      await settings.getByText('Application settings', { exact: true }).click();
      const deals = settings.locator('ion-toggle').nth(1);
      await deals.click();
      await page.locator('ion-toast').filter({ hasText: 'Updated' }).first().waitFor();
      expect(await seriousViolations(page, { toasts: true }), 'toast').toEqual([]);
      await deals.click();
      await settings.getByRole('button', { name: 'Back' }).click();
      await settings.getByText('Feedback', { exact: true }).click();
      await modal(page, 'feedback-modal');
      await check('feedback');
      await close('feedback-modal');
      await close('settings-modal');

      await openProfile(page);
      await modal(page, 'profile-modal');
      await check('edit profile');
    }, 120_000);
  }

  // Rooms, scenes, automations and the alarm (issue 5).
  for (const [label, viewport] of [
    ['desktop', undefined],
    ['phone', PHONE],
  ] as const) {
    it(`has no serious or critical axe violations on Security and Automation and their modals (${label})`, async () => {
      const page = await browser.newPage(viewport);
      await login(page, 'owner@demo.hemvakt.se', DEMO_PASSWORD);
      const check = async (view: string) => {
        await page.waitForTimeout(500);
        expect(await seriousViolations(page), view).toEqual([]);
      };
      const close = async (testId: string) => {
        await page.getByTestId(testId).getByRole('button', { name: 'Close' }).click();
        await expect.poll(() => page.getByTestId(testId).count()).toBe(0);
      };
      const click = (name: string) =>
        page.getByRole('button', { name }).locator('visible=true').first().click();

      await click('Add room');
      await modal(page, 'room-modal');
      await check('new room');
      await close('room-modal');

      await page.goto('/security');
      await expectOnPage(page, '/security');
      await page.getByTestId('security-mode').locator('visible=true').first().waitFor();
      await check('security');

      await page.goto('/automation');
      await expectOnPage(page, '/automation');
      await page.getByTestId('automation-card').locator('visible=true').first().waitFor();
      await check('automation');
      await click('Edit Away');
      await modal(page, 'scene-modal');
      await check('scene editor');
      await close('scene-modal');
      await click('New scene');
      await modal(page, 'scene-modal');
      await check('new scene');
      await close('scene-modal');
      await click('Evening welcome');
      await modal(page, 'automation-modal');
      await check('automation builder');
      await close('automation-modal');
      await click('Last runs');
      await modal(page, 'automation-runs-modal');
      await check('automation runs');
    }, 120_000);
  }
});
