// Route guards (spec 000 §2.2), the landlord menu (§2.3) and the 404 page.
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser';
import { DEMO_PASSWORD, expectOnPage, expectVisibleText, login, visible } from '../support/app';

describe('guards and menus', () => {
  const browser = useBrowser();

  it('sends a guest who opens /main-view to /signup', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/main-view');
    await expectOnPage(page, '/signup');
    await expectVisibleText(page, 'Create your account');
  });

  it('sends a tenant who opens a landlord page to /main-view', async () => {
    const page = await browser.newPage();
    await login(page, 'tenant@demo.hemvakt.se', DEMO_PASSWORD);
    await page.goto('/landlord-alarms');
    await expectOnPage(page, '/main-view');
    await expect.poll(() => visible(page.getByTestId('property-name')).textContent()).toBe('Lgh 1101');
  });

  it('shows the landlord menu, with property managers for a main landlord', async () => {
    const page = await browser.newPage();
    await login(page, 'landlord@demo.hemvakt.se', DEMO_PASSWORD);
    await expect
      .poll(() => visible(page.getByTestId('company-name')).textContent())
      .toBe('Berg Fastigheter AB');
    const menu = page.getByRole('navigation', { name: 'Landlord menu' });
    for (const entry of [
      'Overview',
      'Add property',
      'Manage Properties',
      'Alarms',
      'Property managers',
      'Strategies',
      'My Settings',
      'Help center',
    ]) {
      await visible(menu.getByText(entry, { exact: true })).waitFor({ state: 'visible' });
    }
    await visible(menu.getByText('Alarms', { exact: true })).click();
    await expectOnPage(page, '/landlord-alarms');
  });

  it('sends a logged-in visitor of /login, and of /web, to /main-view', async () => {
    const page = await browser.newPage(PHONE);
    await login(page, 'owner@demo.hemvakt.se', DEMO_PASSWORD);
    await page.goto('/login');
    await expectOnPage(page, '/main-view');
    await page.goto('/web');
    await expectOnPage(page, '/main-view');
    await expect.poll(() => visible(page.getByTestId('property-name')).textContent()).toBe('Villa Solbacken');
  });

  it('shows the 404 page for an unknown path', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/no/such/page');
    await expectOnPage(page, '*', '/no/such/page');
    await expectVisibleText(page, 'Page not found');
    await expectVisibleText(page, 'We could not find the page /no/such/page.');
  });
});
