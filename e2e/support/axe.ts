// axe on what the page shows now: the serious and critical violations, one line each.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * `toasts: false` leaves toasts out: on the shared demo, other tests' events (a key used, an alarm) make toasts
 * come and go, and one caught fading in fails on contrast. The toasts have a check of their own.
 */
export async function seriousViolations(page: Page, { toasts = false } = {}): Promise<string[]> {
  // A modal or toast still fading in has too little contrast; wait until the page stands still. Ionic
  // animates inside shadow roots, which document.getAnimations() does not see.
  await page.evaluate(() => {
    const roots: Array<Document | ShadowRoot> = [document];
    for (const element of document.querySelectorAll('*'))
      if (element.shadowRoot) roots.push(element.shadowRoot);
    const running = roots
      .flatMap((root) => root.getAnimations())
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    // A paused animation never finishes: wait for the running ones, at most 3 s.
    return Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
  const builder = new AxeBuilder({ page });
  const results = await (toasts ? builder : builder.exclude('ion-toast')).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
