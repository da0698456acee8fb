// The TRY console lives in the examples column beside each operation, behind a "Try it" button
// (open at once in the focused style): tests that use it open it first.

import type { Locator } from 'playwright-core';

/** Waits for the operation's console and opens it when it is closed; resolves with the operation. */
export async function openConsole(op: Locator): Promise<Locator> {
  await op.locator('spec-doc-try').waitFor();
  const opener = op.getByRole('button', { name: 'Try it', exact: true });
  if (await opener.isVisible()) await opener.click();
  await op.getByRole('button', { name: /^TRY$/ }).waitFor();
  return op;
}
