// What a person sees in the app: the visible page (Ionic keeps earlier pages in the DOM), visible
// texts, labelled fields and buttons.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The route of the page at the centre of the screen (RoutePage marks its IonPage with data-route). */
export function visibleRoute(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    return element?.closest('.ion-page')?.getAttribute('data-route') ?? null;
  });
}

/** Waits until `route` is the visible page and the address bar shows `path`. */
export async function expectOnPage(page: Page, route: string, path = route): Promise<void> {
  await expect.poll(() => visibleRoute(page), { timeout: 15_000 }).toBe(route);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path);
}

export function visible(locator: Locator): Locator {
  return locator.locator('visible=true').first();
}

export async function expectVisibleText(page: Page, text: string | RegExp): Promise<void> {
  await visible(page.getByText(text)).waitFor({ state: 'visible', timeout: 15_000 });
}

export async function fill(page: Page, label: string, value: string): Promise<void> {
  await visible(page.getByLabel(label, { exact: true })).fill(value);
}

export async function clickButton(page: Page, name: string | RegExp): Promise<void> {
  await visible(page.getByRole('button', { name, exact: typeof name === 'string' })).click();
}

export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await expectOnPage(page, '/login');
  await fill(page, 'E-mail', email);
  await fill(page, 'Password', password);
  await clickButton(page, 'Log in');
  await expectOnPage(page, '/main-view');
}

export const DEMO_PASSWORD = 'hemvakt-demo';

/** Shows `target` (something in the side menu), opening the menu first on phones. */
async function showInMenu(page: Page, target: Locator): Promise<void> {
  const menuButton = visible(page.getByRole('button', { name: /^(Open menu|Öppna menyn)$/ }));
  // The menu loads after the page: wait for the entry (split pane) or the menu button (phones).
  await expect
    .poll(async () => (await target.isVisible()) || (await menuButton.isVisible()), { timeout: 15_000 })
    .toBe(true);
  // The menu button does nothing until the (lazily loaded) menu is there: press until it opens.
  await expect
    .poll(
      async () => {
        if (await target.isVisible()) return true;
        await menuButton.click();
        await target.waitFor({ state: 'visible', timeout: 1_500 }).catch(() => undefined);
        return target.isVisible();
      },
      { timeout: 15_000, interval: 100 },
    )
    .toBe(true);
  // The menu slides in; wait until it stands still.
  await page.waitForTimeout(400);
}

/** Opens the side menu on phones (beside the page on large screens it is always open). */
export async function openMenu(page: Page, menuLabel = 'Main menu'): Promise<void> {
  await showInMenu(page, page.getByRole('navigation', { name: menuLabel }));
}

/** Opens the side menu when it is not shown beside the page (phones), then the entry `label`. */
export async function openMenuEntry(page: Page, label: string, menuLabel = 'Main menu'): Promise<void> {
  const entry = page.getByRole('navigation', { name: menuLabel }).getByText(label, { exact: true });
  await showInMenu(page, entry);
  await entry.click();
}

/** Opens the edit-profile modal from the profile header of the menu. */
export async function openProfile(page: Page): Promise<void> {
  const header = page.getByTestId('menu-profile');
  await showInMenu(page, header);
  await header.click();
}

/** An app modal by its test id, once it is presented. */
export async function modal(page: Page, testId: string): Promise<Locator> {
  const locator = page.getByTestId(testId);
  await expect
    .poll(() => locator.evaluate((el) => el.classList.contains('show-modal')).catch(() => false), {
      timeout: 15_000,
    })
    .toBe(true);
  return locator;
}

/** Waits until the modal `testId` has closed and left the page. */
export async function expectModalClosed(page: Page, testId: string): Promise<void> {
  await expect.poll(() => page.getByTestId(testId).count(), { timeout: 15_000 }).toBe(0);
}
