// Chromium for the browser tests (Debian's, never a downloaded one) and a page per test that fails
// the test on uncaught page errors.
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export function baseUrl(): string {
  return inject('baseUrl');
}

/** One browser per spec file; `newPage` gives a fresh context (own storage) per call. */
export function useBrowser() {
  let browser: Browser | undefined;
  const pages: Array<{ page: Page; errors: string[] }> = [];

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
  });

  afterEach(async () => {
    const opened = pages.splice(0);
    await Promise.all(opened.map(({ page }) => page.context().close()));
    const errors = opened.flatMap(({ errors: list }) => list);
    if (errors.length > 0) throw new Error(`The page had errors:\n${errors.join('\n')}`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    /** A page in a fresh context; `locale` sets the browser's language (e.g. 'sv-SE'). */
    async newPage(viewport = DESKTOP, options: { locale?: string } = {}): Promise<Page> {
      if (!browser) throw new Error('The browser is not started');
      const context = await browser.newContext({ baseURL: baseUrl(), viewport, locale: options.locale });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        // Refused calls (401, 404…) are logged by Chromium as resource errors; they are expected.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(`console.error: ${message.text()}`);
        }
      });
      pages.push({ page, errors });
      return page;
    },
  };
}
