// Homes and the people in them: inviting a member from the Members modal, adding a home by address
// with a suggestion, and switching the current home (spec 000 §2.5, §4.3, §4.4, §5).
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
import { api, apiLogin, newHouseMember, newOwner, uniqueEmail, TEST_PASSWORD } from '../support/accounts';
import { linkPath, waitForMail } from '../support/mail';

const OWNER = 'owner@demo.hemvakt.se';

/** What the add-by-address flow reads, in each language. */
const ADD_HOME = {
  EN: {
    menu: 'Manage properties',
    menuLabel: 'Main menu',
    add: 'Add a home by address',
    name: 'Name of the home',
    street: 'Street and number',
    city: 'City',
    postCode: 'Post code',
    country: 'Country',
    create: 'Add home',
    role: 'Home Owner',
    remove: 'Remove',
  },
  SE: {
    menu: 'Hantera bostäder',
    menuLabel: 'Huvudmeny',
    add: 'Lägg till hem med adress',
    name: 'Hemmets namn',
    street: 'Gata och nummer',
    city: 'Ort',
    postCode: 'Postnummer',
    country: 'Land',
    create: 'Lägg till hem',
    role: 'Husägare',
    remove: 'Ta bort',
  },
};

describe('homes and members', () => {
  const browser = useBrowser();

  it('lets the owner invite a member by e-mail; the member joins, sees the home and may not open Members', async () => {
    const email = uniqueEmail('invited');
    const owner = await browser.newPage();
    await login(owner, OWNER, DEMO_PASSWORD);
    await openMenuEntry(owner, 'Members');
    let members = await modal(owner, 'members-modal');
    await members.getByRole('button', { name: 'Invite a member' }).click();

    await fill(owner, 'Full name', '  kalle   anka ');
    await fill(owner, 'E-mail', 'kalle@');
    const send = members.getByRole('button', { name: 'Send invitation' });
    expect(await send.isDisabled()).toBe(true);
    await members.getByText('What they may do').click(); // leaves the e-mail field
    await expectVisibleText(owner, 'Enter a valid e-mail address');
    await fill(owner, 'E-mail', email);
    await expect.poll(() => send.isDisabled()).toBe(false);
    await send.click();

    await expectVisibleText(owner, `Invitation sent to ${email}`);
    const invitation = members.getByTestId('invitation-row').filter({ hasText: email });
    await invitation.waitFor({ state: 'visible' });
    expect(await invitation.textContent()).toContain('Kalle Anka');
    expect(await invitation.textContent()).toContain('Invitation pending');

    // The invited person opens the mailed link in another browser and creates an account.
    const mail = await waitForMail(email, /invit/i);
    const invited = await browser.newPage(PHONE);
    await invited.goto(linkPath(mail, 'accept-invitation'));
    await expectVisibleText(invited, 'Anna Lindqvist invites you to the home Villa Solbacken.');
    await clickButton(invited, 'Yes, join the home');
    await fill(invited, 'Full name', 'Kalle Anka');
    await fill(invited, 'Phone number', '+46 70 555 12 34');
    await fill(invited, 'Password', TEST_PASSWORD);
    await fill(invited, 'Repeat password', TEST_PASSWORD);
    await visible(invited.getByRole('checkbox', { name: /I accept the terms/ })).click();
    await clickButton(invited, 'Create account and join');
    await expectOnPage(invited, '/main-view');

    // Logged out and in again with the new account: the home is there, Members is not for them.
    await invited.evaluate(() => localStorage.clear());
    await login(invited, email, TEST_PASSWORD);
    await expect
      .poll(() => visible(invited.getByTestId('property-name')).textContent())
      .toBe('Villa Solbacken');
    await openMenu(invited);
    const entry = invited
      .getByRole('navigation', { name: 'Main menu' })
      .locator('ion-item')
      .filter({ hasText: /^MembersOnly/ });
    await entry.waitFor({ state: 'visible' });
    await expect.poll(() => entry.evaluate((el) => el.classList.contains('item-disabled'))).toBe(true);
    await expectVisibleText(invited, 'Only the owner of the home can open this');

    // The owner sees the new member (and no longer the invitation) when opening Members again.
    await members.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => owner.getByTestId('members-modal').count()).toBe(0);
    await openMenuEntry(owner, 'Members');
    members = await modal(owner, 'members-modal');
    const row = members.getByTestId('member-row').filter({ hasText: email });
    await row.waitFor({ state: 'visible' });
    expect(await row.textContent()).toContain('Kalle Anka');
    expect(await row.textContent()).toContain('House Member');
    expect(await members.getByTestId('invitation-row').filter({ hasText: email }).count()).toBe(0);
  });

  it.each(['EN', 'SE'] as const)(
    'lets an owner add a home by address from a suggestion, and remove it again (%s)',
    async (language) => {
      const text = ADD_HOME[language];
      const owner = await newOwner('Hanna Hem');
      await api(`/change-language/${owner.userId}`, { token: owner.token, body: { language } });
      const name = `e2e stuga ${Date.now()}`;
      const shown = `E2e stuga ${name.split(' ').pop()}`;
      const page = await browser.newPage();
      await login(page, owner.email, owner.password);
      await openMenuEntry(page, text.menu, text.menuLabel);
      const homes = await modal(page, 'properties-modal');
      await homes.getByRole('button', { name: text.add }).click();
      await fill(page, text.name, name);
      await visible(page.getByLabel(text.street, { exact: true })).pressSequentially('Drottninggatan 5', {
        delay: 30,
      });
      const suggestion = homes
        .getByTestId('address-suggestions')
        .getByRole('button', { name: /Drottninggatan 5, 702 10 Örebro/ });
      await suggestion.click();
      expect(await visible(page.getByLabel(text.city, { exact: true })).inputValue()).toBe('Örebro');
      expect(await visible(page.getByLabel(text.postCode, { exact: true })).inputValue()).toBe('702 10');
      expect(await visible(page.getByLabel(text.country, { exact: true })).inputValue()).toBe('Sverige');
      await expect.poll(() => homes.getByTestId('address-suggestions').count()).toBe(0);
      await homes.getByRole('button', { name: text.create }).click();

      const row = homes.getByTestId('property-row').filter({ hasText: shown });
      await row.waitFor({ state: 'visible' });
      expect(await row.textContent()).toContain('Drottninggatan 5, 702 10 Örebro');
      expect(await row.textContent()).toContain(text.role);

      await row.getByRole('button', { name: `${text.remove} ${shown}` }).click();
      const alert = page.locator('ion-alert');
      await expectVisibleText(page, `${text.remove} ${shown}?`);
      await alert.getByRole('button', { name: text.remove }).click();
      await expect.poll(() => homes.getByTestId('property-row').filter({ hasText: shown }).count()).toBe(0);
    },
  );

  it('shows the other home on My Home after switching to it (in Swedish)', async () => {
    const member = await newHouseMember('Stina Test');
    const session = await apiLogin(member.email, member.password);
    await api(`/change-language/${session.userId}`, { token: session.token, body: { language: 'SE' } });
    await api(`/create-additional-property/${session.userId}`, {
      token: session.token,
      body: {
        propertyName: 'Fjällstugan',
        street: 'Storgatan 3',
        city: 'Uppsala',
        postCode: '753 31',
        country: 'Sverige',
      },
    });

    const page = await browser.newPage(PHONE);
    await login(page, member.email, member.password);
    await expect.poll(() => visible(page.getByTestId('property-name')).textContent()).toBe('Villa Solbacken');
    await expectVisibleText(page, '4 rum');

    await openMenuEntry(page, 'Hantera bostäder', 'Huvudmeny');
    let homes = await modal(page, 'properties-modal');
    await homes.getByRole('button', { name: 'Byt till Fjällstugan' }).click();
    await expect.poll(() => page.getByTestId('properties-modal').count()).toBe(0);
    await expect.poll(() => visible(page.getByTestId('property-name')).textContent()).toBe('Fjällstugan');
    await expectVisibleText(page, 'Inga rum än');
    await expectVisibleText(page, '0 rum');

    await openMenuEntry(page, 'Hantera bostäder', 'Huvudmeny');
    homes = await modal(page, 'properties-modal');
    await homes.getByRole('button', { name: 'Byt till Villa Solbacken' }).click();
    await expect.poll(() => visible(page.getByTestId('property-name')).textContent()).toBe('Villa Solbacken');
    await expectVisibleText(page, '4 rum');
  });
});
