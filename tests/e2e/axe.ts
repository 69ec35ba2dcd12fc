import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe for one of our pages. Its default mode opens a second, blank page to put together what it
 * found in each frame: a second or more per check, most of the check's time, for pages that have
 * no frame of their own (the site's CSP lets no other origin be framed). The single-page mode
 * checks the same rules in the page itself.
 */
export const axeOf = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

/** The serious and critical violations axe finds, each as "rule: the elements it found". */
export async function seriousViolations(builder: AxeBuilder): Promise<string[]> {
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
