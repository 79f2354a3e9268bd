// The e-mailed flows: sign-up, password reset and a house invitation, through the demo mailbox.
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser';
import { clickButton, expectOnPage, expectVisibleText, fill, login, visible } from '../support/app';
import { linkPath, waitForMail } from '../support/mail';

const NEW_PASSWORD = 'Sommar-2025!';

async function fillAccount(page: import('playwright-core').Page, password: string): Promise<void> {
  await fill(page, 'Phone number', '+46 70 555 12 34');
  await fill(page, 'Password', password);
  await fill(page, 'Repeat password', password);
  await visible(page.getByRole('checkbox', { name: /I accept the terms/ })).click();
}

describe('e-mailed flows', () => {
  const browser = useBrowser();

  it('signs up a new home through the verification mail', async () => {
    const email = `e2e-${Date.now()}@example.com`;
    const page = await browser.newPage(PHONE);
    await page.goto('/signup');
    await fill(page, 'Full name', 'Eva Testsson');
    await fill(page, 'E-mail', email);
    await clickButton(page, 'Send the link');
    await expectVisibleText(page, 'Check your e-mail');

    const mail = await waitForMail(email, /confirm/i);
    const path = linkPath(mail, 'complete-registration');
    await page.goto(path);
    await expectOnPage(page, '/complete-registration/:token', path);
    await expectVisibleText(page, `You are creating the account for ${email}`);
    expect(await visible(page.getByLabel('Full name', { exact: true })).inputValue()).toBe('Eva Testsson');

    // A mismatched repeat is refused and keeps what was typed.
    await fillAccount(page, NEW_PASSWORD);
    await fill(page, 'Repeat password', 'Something-else1!');
    await clickButton(page, 'Create account');
    await expectVisibleText(page, 'Password does not match');
    expect(await visible(page.getByLabel('Phone number', { exact: true })).inputValue()).toBe(
      '+46 70 555 12 34',
    );

    await fill(page, 'Repeat password', NEW_PASSWORD);
    await clickButton(page, 'Create account');
    await expectOnPage(page, '/main-view');
    expect(await page.evaluate(() => localStorage.getItem('hemvakt.session'))).not.toBeNull();
  });

  it('resets a password through the mailed link, then logs in with the new one', async () => {
    const email = 'member@demo.hemvakt.se';
    const page = await browser.newPage();
    await page.goto('/resetpassword');
    await fill(page, 'E-mail', email);
    await clickButton(page, 'Send the link');
    await expectVisibleText(page, `If an account exists for ${email}, we sent a link to reset the password.`);

    const mail = await waitForMail(email, /reset/i);
    const path = linkPath(mail, 'reset-password');
    await page.goto(path);
    await expectVisibleText(page, `For the account ${email}`);
    await fill(page, 'New password', NEW_PASSWORD);
    await fill(page, 'Repeat password', NEW_PASSWORD);
    await clickButton(page, 'Save the new password');
    await expectOnPage(page, '/login/:type', '/login/passwordChanged');
    await expectVisibleText(page, 'Log in with your new password.');

    await login(page, email, NEW_PASSWORD);
    await expect.poll(() => visible(page.getByTestId('property-name')).textContent()).toBe('Villa Solbacken');
  });

  it("accepts the demo's pending house invitation with a new account", async () => {
    const mail = await waitForMail('guest@demo.hemvakt.se', /invit/i);
    const path = linkPath(mail, 'accept-invitation');
    const page = await browser.newPage(PHONE);
    await page.goto(path);
    await expectVisibleText(page, 'Anna Lindqvist invites you to the home Villa Solbacken.');
    await clickButton(page, 'Yes, join the home');
    await expectVisibleText(page, 'Create your account for guest@demo.hemvakt.se to join.');
    await fill(page, 'Full name', 'Maja Guest');
    await fillAccount(page, NEW_PASSWORD);
    await clickButton(page, 'Create account and join');
    await expectOnPage(page, '/main-view');
    await expect.poll(() => visible(page.getByTestId('property-name')).textContent()).toBe('Villa Solbacken');
  });
});
