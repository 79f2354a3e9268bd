// The alarm against the demo home (spec 001 §2, §4): arm, open a door, see the alarm naming the sensor
// and room, disarm; a member without the alarm right cannot arm; the same in Swedish.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiLogin, newHouseMember } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { PHONE, useBrowser } from '../support/browser';
import { DEMO_PASSWORD, expectOnPage, expectVisibleText, login, visible } from '../support/app';
import { DEMO_OWNER, demoDevice, demoHome, simulate } from '../support/devices';
import { shot } from '../support/screenshots';

async function openSecurity(page: Page, tab = 'Security') {
  await visible(
    page.getByRole('navigation', { name: /^(Sections|Avsnitt)$/ }).getByText(tab, { exact: true }),
  ).click();
  await expectOnPage(page, '/security');
  await visible(page.getByTestId('security-mode')).waitFor();
}

const modeText = (page: Page) => visible(page.getByTestId('security-mode')).locator('h1').textContent();

/** Leaves the demo home disarmed with its front door closed, whatever a test did. */
async function settle() {
  const { token, propertyId } = await demoHome();
  await api(`/property-security/${propertyId}`, { method: 'PUT', token, body: { alarmSetting: 'Disarmed' } });
  await simulate((await demoDevice('Front Door')).id, 'close');
}

describe('security', () => {
  const browser = useBrowser();

  it('arms, raises an alarm naming the door and its room when the door opens, and disarms', async () => {
    await settle();
    const page = await browser.newPage();
    await login(page, DEMO_OWNER, DEMO_PASSWORD);
    await openSecurity(page);
    await expect.poll(() => modeText(page)).toBe('Disarmed');
    await visible(page.getByTestId('security-doorsWindows').getByText('Front Door')).waitFor();
    await shot(page, 'security-disarmed');
    expect(await seriousViolations(page), 'security, disarmed').toEqual([]);

    await visible(page.getByTestId('security-mode').getByRole('button', { name: 'Arm' })).click();
    await expect.poll(() => modeText(page)).toBe('Armed');
    await expectVisibleText(page, 'The alarm is armed');

    await simulate((await demoDevice('Front Door')).id, 'open');
    const banner = visible(page.getByTestId('active-alarm'));
    await banner.waitFor({ timeout: 15_000 });
    expect(await banner.textContent()).toContain('Alarm!');
    await expect
      .poll(() => visible(page.getByTestId('recent-alarms')).textContent(), { timeout: 15_000 })
      .toContain('Front Door in Hall: Open');
    // The notice shows wherever the user is.
    await expectVisibleText(page, /Alarm! .* in .*: /);
    await shot(page, 'security-alarm');
    expect(await seriousViolations(page), 'security, alarm').toEqual([]);

    await banner.getByRole('button', { name: 'Disarm' }).click();
    await expect.poll(() => modeText(page)).toBe('Disarmed');
    await expect.poll(() => page.getByTestId('active-alarm').locator('visible=true').count()).toBe(0);
    await expect.poll(() => visible(page.getByTestId('recent-alarms')).textContent()).toContain('Disarmed');
    await settle();
  }, 90_000);

  it('gives a member without the alarm right no way to arm', async () => {
    const page = await browser.newPage(PHONE);
    await login(page, 'member@demo.hemvakt.se', DEMO_PASSWORD);
    await openSecurity(page);
    const arm = visible(page.getByTestId('security-mode').getByRole('button', { name: /^(Arm|Disarm)$/ }));
    expect(await arm.isDisabled()).toBe(true);
    await expectVisibleText(page, 'You may not arm or disarm the alarm in this home.');
    await shot(page, 'security-member-phone');
    // Nor through the API.
    const member = await apiLogin('member@demo.hemvakt.se', DEMO_PASSWORD);
    const { propertyId } = await demoHome();
    const refused = await fetch(`${new URL(page.url()).origin}/api/property-security/${propertyId}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ alarmSetting: 'Armed' }),
    });
    expect(refused.status).toBe(403);
  });

  it('works in Swedish: larmar på, visar larmet och larmar av', async () => {
    await settle();
    const member = await newHouseMember('Lars Larm');
    const session = await apiLogin(member.email, member.password);
    await api(`/change-language/${session.userId}`, { token: session.token, body: { language: 'SE' } });
    const page = await browser.newPage(PHONE);
    await login(page, member.email, member.password);
    await openSecurity(page, 'Säkerhet');
    await expect.poll(() => modeText(page)).toBe('Avlarmat');
    await visible(page.getByText('Dörrar och fönster', { exact: true })).waitFor();
    await visible(page.getByTestId('security-mode').getByRole('button', { name: 'Larma på' })).click();
    await expect.poll(() => modeText(page)).toBe('Larmat');
    await simulate((await demoDevice('Front Door')).id, 'open');
    const banner = visible(page.getByTestId('active-alarm'));
    await banner.waitFor({ timeout: 15_000 });
    expect(await banner.textContent()).toContain('Larm!');
    await expect
      .poll(() => visible(page.getByTestId('recent-alarms')).textContent(), { timeout: 15_000 })
      .toContain('Front Door i Hall: Öppen');
    await shot(page, 'security-alarm-sv-phone');
    await banner.getByRole('button', { name: 'Larma av' }).click();
    await expect.poll(() => modeText(page)).toBe('Avlarmat');
    await settle();
  }, 90_000);
});
