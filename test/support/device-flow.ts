// The OAuth 2.0 device authorization flow (RFC 8628) seen from a test: start it in the auth
// section, then answer on the authorization server's own verification page in a second page.

import type { Locator, Page } from 'playwright-core';

/** Clicks "Get a code" in a deviceAuthorization flow and resolves with the user code and the verification links. */
export async function getDeviceCode(flow: Locator): Promise<{ userCode: string; complete: string; plain: string }> {
  await flow.getByRole('button', { name: /^Get a code/ }).click();
  await flow.locator('.oauth-user-code').waitFor();
  return {
    userCode: (await flow.locator('.oauth-user-code').textContent())!.trim(),
    complete: (await flow.locator('.oauth-verification-complete').getAttribute('href'))!,
    plain: (await flow.locator('.oauth-verification').getAttribute('href'))!,
  };
}

/** Opens the verification page in a second page of the same context and presses Continue (approve) or Abort (deny). */
export async function answerOnServer(page: Page, url: string, button: 'Continue' | 'Abort'): Promise<void> {
  const other = await page.context().newPage();
  await other.goto(url);
  await other.getByRole('button', { name: button }).click();
  await other.waitForLoadState();
  if (button === 'Continue') await other.locator('#device-done').waitFor();
  await other.close();
}
