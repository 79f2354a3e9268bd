// Logging in, the language, logging out, and the forced logout of an expired session.
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { DEMO_PASSWORD, clickButton, expectOnPage, expectVisibleText, login, visible } from '../support/app';
import { newHouseMember } from '../support/accounts';

const OWNER = 'owner@demo.hemvakt.se';

describe('session', () => {
  const browser = useBrowser();

  it('logs a member in to the home, switches to Swedish across a reload, and logs out', async () => {
    // The language is stored with the account: a fresh member, so no other spec sees Swedish.
    const member = await newHouseMember();
    const page = await browser.newPage();
    await login(page, member.email, member.password);
    await expect.poll(() => visible(page.getByTestId('property-name')).textContent()).toBe('Villa Solbacken');
    for (const room of ['Living room', 'Kitchen', 'Bedroom', 'Hall']) {
      await expectVisibleText(page, room);
    }
    await expectVisibleText(page, '4 rooms');

    await visible(page.locator('ion-segment-button[lang="sv"]')).click();
    await expectVisibleText(page, 'Mitt hem');
    await expectVisibleText(page, '4 rum');
    await expectVisibleText(page, 'Lägg till enhet');

    await page.reload();
    await expectOnPage(page, '/main-view');
    await expectVisibleText(page, 'Lägg till enhet');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('sv');

    await clickButton(page, 'Logga ut');
    const alert = page.locator('ion-alert');
    await expectVisibleText(page, 'Vill du logga ut från Hemvakt på den här enheten?');
    await alert.getByRole('button', { name: 'Logga ut' }).click();
    await expectOnPage(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('hemvakt.session'))).toBeNull();
  });

  it('blocks the app with the no-internet overlay while offline', async () => {
    const page = await browser.newPage();
    // Going offline while the live channel is mid-handshake makes Chromium log a connection error.
    const liveGreeted = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => socket.once('framereceived', () => resolve()));
    });
    await login(page, OWNER, DEMO_PASSWORD);
    await visible(page.getByTestId('room-card')).waitFor({ state: 'visible' });
    await liveGreeted;
    const overlay = page.getByRole('alertdialog', { name: 'No internet connection' });
    await page.context().setOffline(true);
    await overlay.waitFor({ state: 'visible' });
    await expectVisibleText(
      page,
      'Your internet seems to be down. Please check your connection and try again',
    );
    const covering = await page.evaluate(() =>
      document
        .elementFromPoint(window.innerWidth / 2, 40)
        ?.closest('[data-testid]')
        ?.getAttribute('data-testid'),
    );
    expect(covering).toBe('no-internet-overlay');
    await page.context().setOffline(false);
    await overlay.waitFor({ state: 'hidden' });
    await expectOnPage(page, '/main-view');
  });

  it('shows the session-expired message on /login/sessionExpired', async () => {
    const page = await browser.newPage();
    await page.goto('/login/sessionExpired');
    await expectOnPage(page, '/login/:type', '/login/sessionExpired');
    await expectVisibleText(page, 'Your session has expired, please log in again');
  });

  it('logs out to /login/sessionExpired when the stored token is corrupted', async () => {
    const page = await browser.newPage();
    await login(page, OWNER, DEMO_PASSWORD);
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('hemvakt.session') ?? '{}') as { token: string };
      session.token = `${session.token.slice(0, -8)}tampered`;
      localStorage.setItem('hemvakt.session', JSON.stringify(session));
    });
    await page.reload();
    await expectOnPage(page, '/login/:type', '/login/sessionExpired');
    await expectVisibleText(page, 'Your session has expired, please log in again');
    expect(await page.evaluate(() => localStorage.getItem('hemvakt.session'))).toBeNull();
  });
});
