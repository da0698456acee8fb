// The authentication section shows each security scheme as a card whose inputs or OAuth flows
// open from a disclosure button named after the scheme (INTERFACE §9).

import type { Locator, Page } from 'playwright-core';

/** A scheme's card in the authentication section (`data-scheme` is the scheme's key). */
export function schemeCard(page: Page, id: string): Locator {
  return page.locator(`spec-doc #auth [data-scheme="${id}"]`);
}

/** Opens a scheme's card (unless it is open already) by its disclosure button, and returns the card with its inputs or flows shown. */
export async function openScheme(page: Page, id: string): Promise<Locator> {
  const card = schemeCard(page, id);
  const button = card.getByRole('button', { name: id, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await card.locator('.auth-panel:not([hidden])').waitFor();
  return card;
}
