// The inbox (spec 000 §3.8, §4.6): notifications arriving on the live channel show at the top with the
// bell's unread count, are marked read a second after being seen, can be removed one by one, and all
// after a confirmation. A home of its own, so other specs' alarms do not reach it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin, newHouseMember, newOwner } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { PHONE, useBrowser } from '../support/browser';
import { expectVisibleText, login, modal, openMenuEntry, visible } from '../support/app';
import { shot } from '../support/screenshots';

const bellCount = (page: Page) =>
  page
    .getByTestId('notification-count')
    .locator('visible=true')
    .first()
    .textContent({ timeout: 500 })
    .catch(() => null);

async function openInbox(page: Page) {
  await visible(page.getByTestId('notification-bell')).first().click();
  return modal(page, 'inbox-modal');
}

/** A new owner's home with a House Member who arms and disarms it (the owner hears of it). */
async function ownerWithMember(name: string) {
  const owner = await newOwner(name);
  const member = await newHouseMember('Mats Medlem', undefined, owner);
  const memberSession = await apiLogin(member.email, member.password);
  const setAlarm = (alarmSetting: 'Armed' | 'Disarmed') =>
    api(`/property-security/${owner.propertyId}`, {
      method: 'PUT',
      token: memberSession.token,
      body: { alarmSetting },
    });
  return { owner, setAlarm };
}

const items = (inbox: Awaited<ReturnType<typeof openInbox>>) => inbox.getByTestId('inbox-item');

describe('notifications inbox', () => {
  const browser = useBrowser();

  it('shows arriving notifications with the count, marks them read, removes one and then all', async () => {
    const { owner, setAlarm } = await ownerWithMember('Nora Notis');

    const page = await browser.newPage();
    await login(page, owner.email, owner.password);
    let inbox = await openInbox(page);
    await visible(inbox.getByText('No notifications')).waitFor();
    await shot(page, 'inbox-empty-desktop');
    expect(await seriousViolations(page), 'inbox, empty').toEqual([]);
    await visible(inbox.getByRole('button', { name: 'Close' })).click();

    // The member arms and disarms: the owner hears of both, live.
    await setAlarm('Armed');
    await expect.poll(() => bellCount(page), { timeout: 15_000 }).toBe('1');
    await setAlarm('Disarmed');
    await expect.poll(() => bellCount(page), { timeout: 15_000 }).toBe('2');
    expect(await visible(page.getByTestId('notification-bell')).first().getAttribute('aria-label')).toBe(
      'Notifications, 2 unread',
    );
    await shot(page, 'inbox-bell-desktop');

    inbox = await openInbox(page);
    await expect.poll(() => items(inbox).locator('visible=true').count()).toBe(2);
    expect(await items(inbox).first().textContent()).toContain('The alarm was disarmed by Mats Medlem.');
    expect(await items(inbox).nth(1).textContent()).toContain('The alarm was armed by Mats Medlem.');
    expect(await items(inbox).first().textContent()).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    expect(await items(inbox).first().textContent()).toContain('Testhuset');
    await shot(page, 'inbox-desktop');
    expect(await seriousViolations(page), 'inbox, with notifications').toEqual([]);

    // Seen for a second: read, and the count is gone (on the server too).
    await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBe(null);
    await expect.poll(() => inbox.locator('.inbox-item--unread').count()).toBe(0);
    const stored = await api(`/gradual-load/${owner.userId}/${owner.propertyId}/0`, { token: owner.token });
    expect(stored.unread).toBe(0);

    // One arriving while the inbox is open goes on top at once.
    await setAlarm('Armed');
    await expect.poll(() => items(inbox).count(), { timeout: 15_000 }).toBe(3);
    expect(await items(inbox).first().textContent()).toContain('The alarm was armed by Mats Medlem.');

    await items(inbox).first().getByRole('button', { name: 'Remove notification' }).click();
    await expect.poll(() => items(inbox).count()).toBe(2);

    // The same inbox on a phone.
    const phone = await browser.newPage(PHONE);
    await login(phone, owner.email, owner.password);
    const phoneInbox = await openInbox(phone);
    await expect.poll(() => items(phoneInbox).locator('visible=true').count()).toBe(2);
    await shot(phone, 'inbox-phone');

    await visible(inbox.getByRole('button', { name: 'Remove all' })).click();
    const alert = visible(page.locator('ion-alert'));
    await alert.waitFor();
    await expectVisibleText(page, 'Remove all notifications?');
    await alert.getByRole('button', { name: 'Remove all' }).click();
    await visible(inbox.getByText('No notifications')).waitFor();
    const after = await api(`/gradual-load/${owner.userId}/${owner.propertyId}/0`, { token: owner.token });
    expect(after.notifications).toEqual([]);
    await setAlarm('Disarmed');
  }, 120_000);
});

describe('notifications inbox in Swedish', () => {
  const browser = useBrowser();

  it('words the inbox and the notifications in Swedish', async () => {
    const { owner, setAlarm } = await ownerWithMember('Sara Svensk');
    await api(`/change-language/${owner.userId}`, { token: owner.token, body: { language: 'SE' } });
    await setAlarm('Armed');
    const page = await browser.newPage(PHONE);
    await login(page, owner.email, owner.password);
    await expect.poll(() => bellCount(page), { timeout: 15_000 }).toBe('1');
    const inbox = await openInbox(page);
    await visible(inbox.getByRole('heading', { name: 'Notiser' })).waitFor();
    expect(await items(inbox).first().textContent()).toContain('Larmet aktiverades av Mats Medlem.');
    expect(await visible(inbox.getByRole('button', { name: 'Ta bort alla' })).isVisible()).toBe(true);
    await shot(page, 'inbox-sv-phone');
    await setAlarm('Disarmed');
  }, 90_000);
});

describe('push on this device', () => {
  const browser = useBrowser();

  it('explains a refused permission in the notification settings', async () => {
    const owner = await newOwner('Petra Push');
    const page = await browser.newPage();
    await login(page, owner.email, owner.password);
    await openMenuEntry(page, 'Settings');
    const settings = await modal(page, 'settings-modal');
    await settings.getByText('Notifications', { exact: true }).click();
    const push = visible(settings.getByTestId('push-device'));
    await push.waitFor();
    expect(await push.textContent()).toContain('The browser asks for your permission.');
    await shot(page, 'settings-push-device');
    expect(await seriousViolations(page), 'notification settings with push').toEqual([]);
    // A headless browser refuses the permission when nobody can answer its prompt.
    await push.locator('ion-toggle').click();
    await expect
      .poll(() => push.textContent(), { timeout: 10_000 })
      .toContain('Notifications are blocked for Hemvakt in this browser.');
    expect(
      await push.locator('ion-toggle').evaluate((el) => (el as HTMLElement & { checked: boolean }).checked),
    ).toBe(false);
    await shot(page, 'settings-push-device-denied');
  }, 60_000);

  it("serves the service worker at the root scope, uncached, under the app's security policy", async () => {
    const page = await browser.newPage();
    const response = await page.goto('/sw.js');
    expect(response?.headers()['content-type']).toMatch(/javascript/);
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await page.goto('/login');
    const registered = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      await navigator.serviceWorker.ready;
      return { scope: registration.scope, active: Boolean(registration.active) };
    });
    expect(registered).toEqual({ scope: `${new URL(page.url()).origin}/`, active: true });
  });
});
