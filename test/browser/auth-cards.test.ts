import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser, type OpenedPage } from '../support/browser.js';
import { mountObject } from '../support/mount-object.js';
import { wcagAxe } from '../support/axe.js';
import { openScheme, schemeCard } from '../support/auth-cards.js';
import { mountReading } from '../support/reading.js';
import { specsDir } from '../support/spec-index.js';

// The overview's authentication section as compact cards: what each card says at a glance, the
// disclosure button named after the scheme (INTERFACE §9) that opens its inputs or flows, the
// status that follows every way a credential is set, and the first screen that shows them all.

const staticUrl = inject('staticUrl');
const browser = useBrowser();

/** Four schemes of four kinds, an info description of a few paragraphs, one server. */
const FOUR = {
  openapi: '3.1.0',
  info: {
    title: 'Cards API',
    version: '1.0.0',
    description: [
      'A small API whose four security schemes are shown as cards beside this description.',
      'Each card says what the scheme is and where its credential goes; its inputs open from the card.',
      '## Getting started\n\nAsk for a key, set it in the card, then try any operation.',
    ].join('\n\n'),
  },
  servers: [{ url: 'https://api.example.com/v1', description: 'Production' }],
  paths: { '/things': { get: { summary: 'List things', security: [{ api_key: [] }, { oauth: ['read'] }], responses: { '200': { description: 'OK' } } } } },
  components: {
    securitySchemes: {
      api_key: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'The key from your dashboard. Keys are per project.' },
      basic: { type: 'http', scheme: 'basic', description: 'A user name and password.' },
      jwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      oauth: {
        type: 'oauth2',
        description: 'OAuth 2.0 against the example authorization server.',
        flows: {
          authorizationCode: {
            authorizationUrl: 'https://auth.example.com/authorize',
            tokenUrl: 'https://auth.example.com/token',
            scopes: { read: 'Read things', write: 'Write things', admin: 'Administer' },
          },
          clientCredentials: { tokenUrl: 'https://auth.example.com/token', scopes: { write: 'Write things', audit: 'Read the audit log', billing: 'Billing' } },
        },
      },
    },
  },
};

/** A page at 1440×900 showing the four-scheme description, its cards drawn. */
async function openFour(): Promise<OpenedPage> {
  const opened = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
  await opened.page.setViewportSize({ width: 1440, height: 900 });
  await mountObject(opened.page, FOUR, { 'render-style': 'read', 'load-fonts': 'false' });
  await schemeCard(opened.page, 'oauth').waitFor();
  return opened;
}

function call<T>(page: Page, method: string, ...args: unknown[]): Promise<T> {
  return page.evaluate(([m, a]) => (document.querySelector('spec-doc') as unknown as Record<string, (...x: unknown[]) => T>)[m]!(...a), [method, args] as const);
}

/** What a card shows at a glance, as a reader sees it (visible text, spaces collapsed). */
async function glance(page: Page, id: string): Promise<Record<string, string>> {
  const card = schemeCard(page, id);
  const text = async (sel: string): Promise<string> => ((await card.locator(sel).count()) ? ((await card.locator(sel).first().innerText()) || '').replace(/\s+/g, ' ').trim() : '');
  return {
    name: await text('h3'),
    type: await text('.auth-type'),
    where: await text('.auth-where'),
    status: await text('.auth-status'),
    flows: await text('.auth-flows'),
    lead: await text('.auth-lead'),
  };
}

describe('the authentication section as cards', () => {
  it('shows each scheme at a glance and opens its inputs from a button named after it; the status follows the inputs and setApiKey; axe finds nothing with a card open', async () => {
    const { page, errors } = await openFour();
    try {
      expect(await glance(page, 'api_key')).toEqual({
        name: 'api_key',
        type: 'API key',
        where: 'header X-API-Key',
        status: 'Not set',
        flows: '',
        lead: 'The key from your dashboard.',
      });
      expect(await glance(page, 'basic')).toMatchObject({ type: 'HTTP Basic', where: 'Authorization header', status: 'Not set', lead: 'A user name and password.' });
      expect(await glance(page, 'jwt')).toMatchObject({ type: 'Bearer (JWT)', where: 'Authorization header', status: 'Not set', lead: '' });
      expect(await glance(page, 'oauth')).toMatchObject({
        type: 'OAuth 2.0',
        status: 'Not set',
        flows: 'Authorization Code, Client Credentials 5 scopes: read, write, admin, …',
      });

      // The disclosure: a button named after the scheme, closed (more than one scheme), controlling the panel with the inputs.
      const card = schemeCard(page, 'api_key');
      const toggle = card.getByRole('button', { name: 'api_key', exact: true });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      const panel = page.locator(`spec-doc [id="${await toggle.getAttribute('aria-controls')}"]`);
      expect(await panel.getByLabel('API key').count()).toBe(1);
      expect(await card.getByLabel('API key').isVisible()).toBe(false);
      expect(await page.locator('spec-doc #auth [aria-expanded="true"]').count()).toBe(0);

      // By keyboard: Enter on the button opens it and puts the focus in its first input; Enter there sets.
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => card.getByLabel('API key').evaluate((input) => (input.getRootNode() as ShadowRoot).activeElement === input)).toBe(true);
      await page.keyboard.type('k-1');
      await page.keyboard.press('Enter');
      await expect.poll(() => glance(page, 'api_key').then((g) => g.status)).toBe('Set');
      await card.getByRole('button', { name: 'Clear' }).click();
      await expect.poll(() => glance(page, 'api_key').then((g) => g.status)).toBe('Not set');

      // Set by script, the cards closed: the status follows (a token for OAuth 2.0 too), and removeAllSecurityKeys clears it.
      expect(await call(page, 'setApiKey', 'jwt', 'tok')).toBe(true);
      expect(await call(page, 'setApiKey', 'oauth', 'tok')).toBe(true);
      await expect.poll(() => glance(page, 'jwt').then((g) => g.status)).toBe('Set');
      expect((await glance(page, 'oauth')).status).toBe('Set');
      expect(await schemeCard(page, 'jwt').getByRole('button', { name: 'jwt', exact: true }).getAttribute('aria-expanded')).toBe('false');
      await call(page, 'removeAllSecurityKeys');
      await expect.poll(() => glance(page, 'jwt').then((g) => g.status)).toBe('Not set');
      expect((await glance(page, 'oauth')).status).toBe('Not set');

      // The OAuth card opens to its flows, with Authorize and Get token as before.
      const oauth = await openScheme(page, 'oauth');
      expect(await oauth.getByRole('button', { name: /^Authorize/ }).count()).toBe(1);
      expect(await oauth.getByRole('button', { name: /^Get token/ }).count()).toBe(1);
      // Closing it hides them again.
      await oauth.getByRole('button', { name: 'oauth', exact: true }).click();
      expect(await oauth.getByRole('button', { name: /^Authorize/ }).count()).toBe(0);

      const result = await wcagAxe(page)
        .include({ fromShadowDom: ['spec-doc', '#auth'] })
        .analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('the first screen at 1440×900 shows the title, the description, the servers and all four cards; a phone has the cards in one column', async () => {
    const { page, errors } = await openFour();
    try {
      const box = async (sel: string) => (await page.locator(`spec-doc ${sel}`).first().boundingBox())!;
      const cards = ['api_key', 'basic', 'jwt', 'oauth'];
      for (const sel of ['#overview h1', '#overview > .md p', '#servers', ...cards.map((id) => `[data-scheme="${id}"]`)]) {
        const b = await box(sel);
        expect(b.y, sel).toBeGreaterThanOrEqual(0);
        expect(b.y + b.height, sel).toBeLessThanOrEqual(900);
      }
      // Beside the description, not under it.
      expect((await box('[data-scheme="oauth"]')).x).toBeGreaterThan((await box('#overview > .md')).x + 300);

      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(async () => new Set(await Promise.all(cards.map(async (id) => Math.round((await box(`[data-scheme="${id}"]`)).x)))).size).toBe(1);
      const first = await box('[data-scheme="api_key"]');
      expect(first.x + first.width).toBeLessThanOrEqual(390);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('a lone scheme that takes a key starts open; one with a credential already set, or an OAuth 2.0 one, starts closed', async () => {
    const { page } = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
    try {
      const lone = (scheme: string) => ({ ...FOUR, components: { securitySchemes: { [scheme]: FOUR.components.securitySchemes[scheme as keyof typeof FOUR.components.securitySchemes] } } });
      await mountObject(page, lone('api_key'), { 'render-style': 'read', 'api-key-name': 'X-API-Key', 'api-key-location': 'header', 'api-key-value': 'given' });
      const expanded = (id: string) => schemeCard(page, id).getByRole('button', { name: id, exact: true }).getAttribute('aria-expanded');
      // api-key-value set it: closed.
      expect(await expanded('api_key')).toBe('false');
      await page.evaluate(() => document.querySelector('spec-doc')!.remove());
      await mountObject(page, lone('api_key'), { 'render-style': 'read' });
      expect(await expanded('api_key')).toBe('true');
      expect(await schemeCard(page, 'api_key').getByLabel('API key').isVisible()).toBe(true);
      await page.evaluate(() => document.querySelector('spec-doc')!.remove());
      await mountObject(page, lone('oauth'), { 'render-style': 'read' });
      expect(await expanded('oauth')).toBe('false');
    } finally {
      await page.context().close();
    }
  });
});

const GALAXY = specsDir() ? '/specs/scalar-galaxy/galaxy-3.1.yaml' : undefined;

describe.runIf(GALAXY)('many schemes (Scalar Galaxy: seven)', () => {
  it('the overview lists them as rows of one line and a line under it; an operation with six alternatives shows their count, which opens the list', async () => {
    const opened = await mountReading(browser(), staticUrl, { spec: GALAXY!, attrs: { theme: 'light' } });
    const { page } = opened;
    try {
      await page.setViewportSize({ width: 1440, height: 900 });
      const list = page.locator('spec-doc #auth .auth-cards.compact');
      await list.waitFor();
      const rows = await list.locator('.auth-card').evaluateAll((cards) => cards.map((c) => ({ id: c.getAttribute('data-scheme'), height: c.getBoundingClientRect().height })));
      expect(rows.map((r) => r.id)).toEqual(['bearerAuth', 'basicAuth', 'apiKeyHeader', 'apiKeyQuery', 'apiKeyCookie', 'oAuth2', 'openIdConnect']);
      // The name and status on one line, type and place on the next (OAuth 2.0 adds its flows and scopes).
      for (const r of rows) expect(r.height, r.id ?? '').toBeLessThan(r.id === 'oAuth2' ? 100 : 56);
      // The description is in the row's panel; the name is still the button that opens it (INTERFACE §9).
      expect(await schemeCard(page, 'apiKeyHeader').locator('.auth-lead').count()).toBe(0);
      const card = await openScheme(page, 'apiKeyHeader');
      expect(await card.locator('.auth-panel').getByRole('textbox').count()).toBeGreaterThan(0);
      // The whole list fits the first screen beside the description.
      expect(await list.evaluate((l) => l.getBoundingClientRect().bottom)).toBeLessThan(900 + 120);

      expect(await page.evaluate(() => (document.querySelector('spec-doc') as HTMLElement & { scrollToPath(p: string): boolean }).scrollToPath('get-/me'))).toBe(true);
      const many = page.locator('spec-doc [data-op-id="get-/me"] details.security-many');
      await many.waitFor();
      expect((await many.locator('summary').innerText()).trim()).toBe('Any one of 6 schemes');
      expect(await many.locator('li.requirement').first().isVisible()).toBe(false);
      await many.locator('summary').click();
      expect(await many.locator('li.requirement').count()).toBe(6);
      expect(await many.locator('li.requirement').first().isVisible()).toBe(true);
      expect(opened.errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
