import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { specsDir } from '../support/spec-index.js';
import { currentHash, mountReading, shownOperations, waitInView } from '../support/reading.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();

async function navOps(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('nav a.nav-item[data-nav-id]'))
      .map((a) => (a as HTMLElement).dataset.navId!)
      .filter((id) => id !== 'overview' && id !== 'servers'),
  );
}

async function waitForNav(page: Page, expected: string[]): Promise<string[]> {
  for (let i = 0; i < 50; i++) {
    const got = await navOps(page);
    if (JSON.stringify(got) === JSON.stringify(expected)) return got;
    await page.waitForTimeout(50);
  }
  return navOps(page);
}

/**
 * Opens the search dialog if needed (Ctrl+K), types `query`, and resolves once the dialog has
 * rendered that query's results, with its search-results detail.
 */
async function searchFor(page: Page, query: string): Promise<{ query: string; count: number; searchMs: number }> {
  const input = page.getByRole('combobox', { name: 'Search the API' });
  if (!(await input.isVisible().catch(() => false))) await page.keyboard.press('Control+k');
  await input.waitFor({ state: 'visible' });
  const results = page.evaluate(
    (q) =>
      new Promise<{ query: string; count: number; searchMs: number }>((resolve) => {
        const d = document.querySelector('spec-doc')!.shadowRoot!.querySelector('spec-doc-search-dialog')!;
        d.addEventListener('search-results', function on(e) {
          const detail = (e as CustomEvent).detail;
          if (detail.query !== q) return;
          d.removeEventListener('search-results', on);
          resolve(detail);
        });
      }),
    query,
  );
  await input.fill(query);
  return results;
}

describe('quick filter (allow-search)', () => {
  it('narrows the nav and the operations as one types (path, summary, description, operationId, tag, method)', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl);
    try {
      const filter = page.getByRole('searchbox', { name: 'Filter' });
      await filter.fill('pet');
      expect(await waitForNav(page, ['get-/pets', 'get-/pets/{petId}', 'webhook-post-newPet'])).toEqual(['get-/pets', 'get-/pets/{petId}', 'webhook-post-newPet']);
      expect(await shownOperations(page)).toEqual(['get-/pets', 'get-/pets/{petId}', 'webhook-post-newPet']);
      // Sections reused for other operations show their own bodies.
      await page.locator('spec-doc main').evaluate((m) => (m.scrollTop = m.scrollHeight));
      await page.waitForFunction(() => document.querySelector('spec-doc')!.shadowRoot!.querySelector('[data-op-id="get-/pets/{petId}"] .responses')?.textContent.includes('The pet'));
      await filter.fill('listUsers');
      expect(await waitForNav(page, ['get-/users'])).toEqual(['get-/users']);
      await filter.fill('by id');
      expect(await waitForNav(page, ['get-/users/{userId}'])).toEqual(['get-/users/{userId}']);
      await filter.fill('delete users');
      expect(await waitForNav(page, ['delete-/users/{userId}'])).toEqual(['delete-/users/{userId}']);
      await filter.fill('admin');
      expect(await waitForNav(page, ['get-/admin/stats'])).toEqual(['get-/admin/stats']);
      await filter.fill('zzzz');
      expect(await waitForNav(page, [])).toEqual([]);
      expect(await page.locator('spec-doc nav [role=status]').textContent()).toBe('No matching operations');
      await filter.fill('');
      expect((await waitForNav(page, [])).length).toBe(9);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('allow-search="false" and allow-advanced-search="false" remove the controls', async () => {
    const { page } = await mountReading(browser(), staticUrl, { attrs: { 'allow-search': 'false', 'allow-advanced-search': 'false' } });
    try {
      expect(await page.getByRole('searchbox', { name: 'Filter' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Search( Ctrl K)?$/ }).count()).toBe(0);
      await page.keyboard.press('Control+k');
      expect(await page.locator('spec-doc spec-doc-search-dialog').count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});

describe('advanced search (allow-advanced-search)', () => {
  it('finds a parameter name, a request-body property and a response description; Enter navigates', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl);
    try {
      // The element's internal events stay inside it: the page hears none of them.
      await page.evaluate(() => {
        const heard: string[] = ((window as unknown as { __heard: string[] }).__heard = []);
        for (const type of ['search-results', 'search-select', 'op-toggle', 'spec-doc-unauthorized']) document.addEventListener(type, () => heard.push(type));
      });
      await page.getByRole('button', { name: /^Search( Ctrl K)?$/ }).click();
      const input = page.getByRole('combobox', { name: 'Search the API' });
      expect((await searchFor(page, 'petId')).count).toBeGreaterThan(0);
      expect(await page.locator('spec-doc spec-doc-search-dialog').getByRole('option').first().textContent()).toContain('/pets/{petId}');
      await input.press('Enter');
      expect(await waitInView(page, 'get-/pets/{petId}')).toBe(true);
      expect(await currentHash(page)).toBe('#get-/pets/{petId}');

      // Ctrl+K opens it again; a response description ("No such user") finds get-/users/{userId}.
      expect((await searchFor(page, 'no such user')).count).toBeGreaterThan(0);
      expect(await page.locator('spec-doc spec-doc-search-dialog').getByRole('option').first().textContent()).toContain('/users/{userId}');
      await page.locator('spec-doc spec-doc-search-dialog').getByRole('option').first().click();
      expect(await waitInView(page, 'get-/users/{userId}')).toBe(true);

      // A request-body property of a $ref'd schema ("species" of Pet, in the webhook's body).
      expect((await searchFor(page, 'species')).count).toBeGreaterThan(0);
      expect(await page.locator('spec-doc spec-doc-search-dialog').getByRole('option').first().textContent()).toContain('newPet');
      await page.keyboard.press('Escape');
      expect(await input.isVisible()).toBe(false);
      expect(await page.evaluate(() => (window as unknown as { __heard: string[] }).__heard)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it.runIf(specsDir())(
    'answers on GitHub’s description and goes to the chosen operation in the focused style',
    async () => {
      const { page, errors } = await mountReading(browser(), staticUrl, { spec: '/specs/github/api.github.com.json', attrs: { 'render-style': 'focused' } });
      try {
        const input = page.getByRole('combobox', { name: 'Search the API' });
        const t = await searchFor(page, 'create issue');
        expect(t.count).toBeGreaterThan(0);
        expect(await page.locator('spec-doc spec-doc-search-dialog').getByRole('option').first().textContent()).toContain('/repos/{owner}/{repo}/issues');
        await input.press('Enter');
        await page.waitForFunction(() => document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('main [data-op-id]').length === 1);
        expect(await shownOperations(page)).toEqual(['post-/repos/{owner}/{repo}/issues']);
        expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
      } finally {
        await page.context().close();
      }
    },
    60_000,
  );
});
