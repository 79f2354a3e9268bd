// Gateway setup: a new owner adds a SEG-X3, copies the credentials shown once, and sees the gateway
// connect live when a zigbee2mqtt (here the simulator) logs in with them.
import { describe, expect, it } from 'vitest';
import { SimulatedGateway } from '@hemvakt/simulator';
import { newOwner } from '../support/accounts';
import { DESKTOP, useBrowser } from '../support/browser';
import { clickButton, expectOnPage, expectVisibleText, fill, login, visible } from '../support/app';

describe('gateway setup', () => {
  const browser = useBrowser();

  it('adds a gateway, shows its configuration once, and sees it connect', async () => {
    const owner = await newOwner();
    const page = await browser.newPage(DESKTOP);
    await login(page, owner.email, owner.password);
    await page.goto('/app-introduction-and-gateway-setup');
    await expectOnPage(page, '/app-introduction-and-gateway-setup');
    await visible(page.getByRole('radio', { name: /SEG-X5/ })).click();
    await fill(page, 'MAC address', '12:34');
    await expectVisibleText(page, 'Enter a MAC address like AA:BB:CC:DD:EE:FF');
    await visible(page.getByRole('radio', { name: /SEG-X3/ })).click();
    await clickButton(page, 'Add gateway');
    await expectVisibleText(page, 'Your SEG-X3 gateway is added');
    await expectVisibleText(page, 'Waiting for the gateway to connect…');
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/gateway-setup.png`, fullPage: true });

    const values = await visible(page.getByTestId('gateway-credentials'))
      .locator('dd code')
      .allTextContents();
    const [mqttUrl, baseTopic, username, password] = values;
    const yaml = await visible(page.getByTestId('gateway-credentials')).locator('pre').textContent();
    expect(yaml).toContain(`base_topic: ${baseTopic}`);
    expect(yaml).toContain(`password: "${password}"`);

    const gateway = new SimulatedGateway({ url: mqttUrl!, baseTopic: baseTopic!, username, password });
    await gateway.start();
    try {
      await expect
        .poll(() => visible(page.getByTestId('gateway-setup-status')).textContent(), { timeout: 10_000 })
        .toContain('The gateway is connected');
    } finally {
      await gateway.stop();
    }
    await page.reload();
    await expectVisibleText(page, 'This home has a SEG-X3 gateway');
  });
});
