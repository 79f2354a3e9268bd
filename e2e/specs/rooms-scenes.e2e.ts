// Rooms and scenes (spec 001 §2, §3, §5): a new home's rooms made, renamed and deleted, the last room and a
// room with devices kept; a scene built in the demo home, activated (the curtain closes), and deleted —
// never the default scene.
import { describe, expect, it } from 'vitest';
import { newOwner } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { PHONE, useBrowser } from '../support/browser';
import { DEMO_PASSWORD, expectOnPage, expectVisibleText, login, modal, visible } from '../support/app';
import { DEMO_OWNER, demoDevice } from '../support/devices';
import { shot } from '../support/screenshots';

describe('rooms', () => {
  const browser = useBrowser();

  it('adds, renames and deletes rooms; the last room stays', async () => {
    const owner = await newOwner('Rut Rum');
    const page = await browser.newPage(PHONE);
    await login(page, owner.email, owner.password);
    const addRoom = async (name: string, type: string) => {
      await visible(page.getByRole('button', { name: 'Add room' })).click();
      const dialog = await modal(page, 'room-modal');
      await visible(dialog.getByLabel('Room name', { exact: true })).fill(name);
      await visible(dialog.getByLabel('Type of room', { exact: true })).selectOption({ label: type });
      return dialog;
    };

    const first = await addRoom('Office', 'Office');
    await visible(first.getByRole('button', { name: 'Picture: Desk' })).click();
    await shot(page, 'room-new-phone');
    expect(await seriousViolations(page), 'new room').toEqual([]);
    await visible(first.getByRole('button', { name: 'Save room' })).click();
    await expectVisibleText(page, 'Office is added');
    await expect.poll(() => page.getByTestId('room-modal').count()).toBe(0);
    await visible(page.getByTestId('room-card').filter({ hasText: 'Office' })).waitFor();

    await visible(page.getByRole('button', { name: 'Edit Office' })).click();
    const only = await modal(page, 'room-modal');
    await visible(only.getByText('This is the home’s only room; a home needs at least one.')).waitFor();
    expect(await visible(only.getByRole('button', { name: 'Delete room' })).isDisabled()).toBe(true);
    await visible(only.getByLabel('Room name', { exact: true })).fill('Study');
    await visible(only.getByRole('button', { name: 'Save room' })).click();
    await expectVisibleText(page, 'Study is saved');
    await visible(page.getByTestId('room-card').filter({ hasText: 'Study' })).waitFor();

    const second = await addRoom('Attic', 'Other');
    await visible(second.getByRole('button', { name: 'Save room' })).click();
    await visible(page.getByTestId('room-card').filter({ hasText: 'Attic' })).waitFor();
    await visible(page.getByRole('button', { name: 'Edit Study' })).click();
    const study = await modal(page, 'room-modal');
    await visible(study.getByRole('button', { name: 'Delete room' })).click();
    await expectVisibleText(page, 'Delete Study?');
    await page.locator('ion-alert').getByRole('button', { name: 'Delete room' }).click();
    await expectVisibleText(page, 'Study is deleted');
    await expect.poll(() => page.getByTestId('room-card').filter({ hasText: 'Study' }).count()).toBe(0);
    await shot(page, 'rooms-after-delete-phone');
  }, 90_000);

  it('keeps a room that has devices', async () => {
    const page = await browser.newPage();
    await login(page, DEMO_OWNER, DEMO_PASSWORD);
    await visible(page.getByRole('button', { name: 'Edit Hall' })).click();
    const hall = await modal(page, 'room-modal');
    await visible(hall.getByText('Move or remove the devices of this room before deleting it.')).waitFor();
    expect(await visible(hall.getByRole('button', { name: 'Delete room' })).isDisabled()).toBe(true);
    await shot(page, 'room-edit-with-devices');
    expect(await seriousViolations(page), 'edit room').toEqual([]);
  });
});

describe('scenes', () => {
  const browser = useBrowser();

  it('builds a scene, activates it (the curtain closes) and deletes it; Home cannot be deleted', async () => {
    const page = await browser.newPage();
    await login(page, DEMO_OWNER, DEMO_PASSWORD);
    // Home and Away are on My Home.
    await visible(page.getByTestId('scene-chip').filter({ hasText: 'Away' })).waitFor();
    await page.goto('/automation');
    await expectOnPage(page, '/automation');

    const create = async (name: string, curtain: 'Open' | 'Closed') => {
      await visible(page.getByRole('button', { name: 'New scene' })).click();
      const dialog = await modal(page, 'scene-modal');
      await visible(dialog.getByLabel('Scene name', { exact: true })).fill(name);
      await visible(dialog.getByRole('button', { name: 'Movie' })).click();
      await visible(dialog.getByRole('button', { name: 'Create scene' })).click();
      await visible(dialog.getByRole('heading', { name: `Edit ${name}` })).waitFor();
      await visible(dialog.getByLabel('Add a device', { exact: true })).selectOption({ label: 'Curtain' });
      await visible(dialog.getByRole('button', { name: 'Add', exact: true })).click();
      const row = visible(dialog.getByTestId('scene-device').filter({ hasText: 'Curtain' }));
      await row.waitFor();
      await Promise.all([
        page.waitForResponse((r) => r.url().includes('/api/update-device-on-off/') && r.ok()),
        row.getByRole('radio', { name: curtain }).click(),
      ]);
      return dialog;
    };

    const evening = await create('E2E Evening', 'Closed');
    await shot(page, 'scene-editor');
    expect(await seriousViolations(page), 'scene editor').toEqual([]);
    await visible(evening.getByRole('button', { name: 'Activate E2E Evening' })).click();
    await expectVisibleText(page, 'E2E Evening is active');
    await expect.poll(async () => (await demoDevice('Curtain')).status, { timeout: 20_000 }).toBe('Closed');
    await visible(evening.getByRole('button', { name: 'Close' })).click();
    await expect.poll(() => page.getByTestId('scene-modal').count()).toBe(0);
    const card = visible(page.getByTestId('scene-card').filter({ hasText: 'E2E Evening' }));
    await expect.poll(() => card.textContent()).toContain('Active');

    // The active scene cannot be deleted: activate another one first.
    const morning = await create('E2E Morning', 'Open');
    await visible(morning.getByRole('button', { name: 'Activate E2E Morning' })).click();
    await expect.poll(async () => (await demoDevice('Curtain')).status, { timeout: 20_000 }).toBe('Open');
    await visible(morning.getByRole('button', { name: 'Close' })).click();
    await expect.poll(() => page.getByTestId('scene-modal').count()).toBe(0);

    await card.getByRole('button', { name: 'Edit E2E Evening' }).click();
    const again = await modal(page, 'scene-modal');
    await visible(again.getByRole('button', { name: 'Delete scene' })).click();
    await expectVisibleText(page, 'Delete E2E Evening?');
    await page.locator('ion-alert').getByRole('button', { name: 'Delete scene' }).click();
    await expectVisibleText(page, 'E2E Evening is deleted');
    await expect
      .poll(() => page.getByTestId('scene-card').filter({ hasText: 'E2E Evening' }).count())
      .toBe(0);

    await visible(page.getByRole('button', { name: 'Edit Home' })).click();
    const home = await modal(page, 'scene-modal');
    await visible(home.getByText('The default scene cannot be removed.')).waitFor();
    expect(await visible(home.getByRole('button', { name: 'Delete scene' })).isDisabled()).toBe(true);
  }, 120_000);
});
