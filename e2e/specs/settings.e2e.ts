// The settings modal: the language stored with the account, toggles that save at once, and the
// feedback modal (spec 002 §2, §4, §5).
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser';
import {
  DEMO_PASSWORD,
  clickButton,
  expectOnPage,
  expectVisibleText,
  fill,
  login,
  modal,
  openMenu,
  openMenuEntry,
  visible,
} from '../support/app';
import { api, newHouseMember, newOwner } from '../support/accounts';

describe('settings', () => {
  const browser = useBrowser();

  it('keeps Svenska chosen in application settings after logging out and in again', async () => {
    const member = await newHouseMember('Sven Språk');
    const page = await browser.newPage(PHONE);
    await login(page, member.email, member.password);
    await openMenuEntry(page, 'Settings');
    const settings = await modal(page, 'settings-modal');
    await settings.getByText('Application settings', { exact: true }).click();
    await settings.locator('ion-segment-button[lang="sv"]').click();
    await expectVisibleText(page, 'Uppdaterat');
    await expectVisibleText(page, 'Appinställningar');

    // The newsletter toggle saves at once, too.
    const newsletter = settings.locator('ion-toggle').filter({ hasText: 'Nyhetsbrev' });
    await newsletter.click();
    await expect
      .poll(() => newsletter.evaluate((el) => (el as HTMLElement & { checked: boolean }).checked))
      .toBe(true);

    // Log out; this device forgets its own language choice, so only the account can bring it back.
    await settings.getByRole('button', { name: 'Stäng' }).click();
    await expect.poll(() => page.getByTestId('settings-modal').count()).toBe(0);
    await openMenu(page, 'Huvudmeny');
    await clickButton(page, 'Logga ut');
    await page.locator('ion-alert').getByRole('button', { name: 'Logga ut' }).click();
    await expectOnPage(page, '/login');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expectVisibleText(page, 'Welcome back');

    await login(page, member.email, member.password);
    await expectVisibleText(page, 'Mitt hem');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('sv');
    await openMenuEntry(page, 'Inställningar', 'Huvudmeny');
    const again = await modal(page, 'settings-modal');
    await again.getByText('Appinställningar', { exact: true }).click();
    const stored = again.locator('ion-toggle').filter({ hasText: 'Nyhetsbrev' });
    await expect
      .poll(() => stored.evaluate((el) => (el as HTMLElement & { checked: boolean }).checked))
      .toBe(true);
  });

  it('sends feedback and closes the feedback modal', async () => {
    const page = await browser.newPage();
    await login(page, 'owner@demo.hemvakt.se', DEMO_PASSWORD);
    await openMenuEntry(page, 'Settings');
    const settings = await modal(page, 'settings-modal');
    await expectVisibleText(page, 'API Version:');
    await settings.getByText('Feedback', { exact: true }).click();
    const feedback = await modal(page, 'feedback-modal');
    const submit = feedback.getByRole('button', { name: 'Submit Feedback' });
    const text = feedback.locator('textarea');
    await text.fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    await text.fill('  The new settings are easy to find.  ');
    await submit.click();
    await expectVisibleText(page, 'Thank you!');
    await expect.poll(() => page.getByTestId('feedback-modal').count(), { timeout: 5_000 }).toBe(0);
    // Back on the settings menu it came from.
    await visible(settings.getByText('Application settings', { exact: true })).waitFor();
  });

  it('adds a geofence at the position the browser shares, and removes it with the toggle', async () => {
    const owner = await newOwner('Gerd Geo');
    const page = await browser.newPage(PHONE);
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 59.858, longitude: 17.6389 });
    const fences = async () =>
      (
        await api<[{ myGeoFences: unknown[] }]>(`/user-data/${owner.userId}/${owner.propertyId}`, {
          token: owner.token,
        })
      )[0].myGeoFences;
    await login(page, owner.email, owner.password);
    await openMenuEntry(page, 'Settings');
    const settings = await modal(page, 'settings-modal');
    await settings.getByText('Geofence', { exact: true }).click();
    // In the browser there is no background location: the permissions card says so.
    await expectVisibleText(page, 'Not supported platform.');
    const toggle = settings.locator('ion-toggle').filter({ hasText: 'Geofence for this home' });
    await toggle.click();
    await clickButton(page, 'Add geofence');
    await expectVisibleText(page, 'Updated');
    await expectVisibleText(page, '59.85800° N, 17.63890° E');
    await settings.locator('ion-segment-button').filter({ hasText: '300 m' }).click();
    await expect
      .poll(fences)
      .toEqual([expect.objectContaining({ lat: 59.858, lng: 17.6389, radius: 300, geofenceEnabled: true })]);
    await toggle.click();
    await expect.poll(fences).toEqual([]);
  });

  it('removes an account after the confirmation and logs out to /signup', async () => {
    const member = await newHouseMember('Rut Borta');
    const page = await browser.newPage(PHONE);
    await login(page, member.email, member.password);
    await openMenuEntry(page, 'Settings');
    const settings = await modal(page, 'settings-modal');
    await settings.getByText('Application settings', { exact: true }).click();
    await settings.getByText('Remove my account', { exact: true }).click();
    await expectVisibleText(page, 'You leave the homes you were added to.');
    const remove = settings.getByRole('button', { name: 'Remove my account' });
    expect(await remove.isDisabled()).toBe(true);
    await settings.getByText('I understand and wish to continue').click();
    await expect.poll(() => remove.isDisabled()).toBe(false);
    await remove.click();
    await expectOnPage(page, '/signup');
    expect(await page.evaluate(() => localStorage.getItem('hemvakt.session'))).toBeNull();
    await expect.poll(() => page.locator('ion-modal').count()).toBe(0);

    await page.goto('/login');
    await fill(page, 'E-mail', member.email);
    await fill(page, 'Password', member.password);
    await clickButton(page, 'Log in');
    await expectVisibleText(page, 'Wrong e-mail or password');
  });
});
