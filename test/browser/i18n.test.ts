import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Catalogue, MessageKey } from '../../src/core/i18n/en/index.js';
import { catalogue as de } from '../../src/core/i18n/locales/de.js';
import { catalogue as es } from '../../src/core/i18n/locales/es.js';
import { catalogue as ja } from '../../src/core/i18n/locales/ja.js';
import { catalogue as ptBR } from '../../src/core/i18n/locales/pt-BR.js';
import { useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';

// The interface language: where it comes from (the element's lang, an ancestor's, the
// document's, the browser's, English), a change at run time that keeps what the reader typed,
// each language a chunk of its own loaded only when used, a host's `messages`, and numbers and
// units in the language.

const staticUrl = inject('staticUrl');
const browser = useBrowser();

/** Each shipped language's chunk, as dist/chunks names it (`es-AB12CD34.js`). */
const LOCALE_CHUNK = /\/chunks\/(de|fr|es|pt-BR|ja|zh-CN|ko|ar|he)-[A-Z0-9]+\.js$/;

function text(catalogue: Catalogue, key: MessageKey): string {
  const t = catalogue[key];
  if (!t) throw new Error(`no ${key}`);
  return t;
}

/** Opens the blank page in a browser whose languages are `languages`, without <html lang>. */
async function blankPage(b: Browser, languages: string): Promise<{ page: Page; requests: string[]; errors: string[]; warnings: string[] }> {
  const context = await b.newContext({ locale: languages });
  const page = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto(`${staticUrl}/test/fixtures/blank.html`);
  await page.evaluate(() => document.documentElement.removeAttribute('lang'));
  return { page, requests, errors, warnings };
}

/**
 * Mounts a <spec-doc> (no description: the frame's words are enough) with `own` as its lang,
 * inside a wrapper with `ancestor` as its lang, waits for its first render and gives the skip
 * link's text; the element is removed again.
 */
function skipLinkText(page: Page, own: string | null, ancestor: string | null): Promise<string> {
  return page.evaluate(
    async ([ownLang, ancestorLang]) => {
      await customElements.whenDefined('spec-doc');
      const wrapper = document.createElement('div');
      if (ancestorLang) wrapper.lang = ancestorLang;
      const el = document.createElement('spec-doc') as HTMLElement & { updateComplete: Promise<unknown> };
      if (ownLang) el.lang = ownLang;
      wrapper.append(el);
      document.body.append(wrapper);
      await el.updateComplete;
      const t = el.shadowRoot!.querySelector('.skip-link')!.textContent.trim();
      wrapper.remove();
      return t;
    },
    [own, ancestor] as const,
  );
}

/** The skip link's text of the page's (only) <spec-doc>, once it differs from `before`. */
async function skipLinkOnceChanged(page: Page, before: string): Promise<string> {
  await page.waitForFunction((b) => document.querySelector('spec-doc')!.shadowRoot!.querySelector('.skip-link')!.textContent.trim() !== b, before);
  return page.evaluate(() => document.querySelector('spec-doc')!.shadowRoot!.querySelector('.skip-link')!.textContent.trim());
}

describe('the interface language', () => {
  it('comes from the element’s lang, else the nearest ancestor’s, else the document’s, else the browser’s, else English', async () => {
    const { page, requests, errors } = await blankPage(browser(), 'sv-SE');
    try {
      // Swedish is not shipped, and nothing names a language: English, and no language chunk is fetched.
      expect(await skipLinkText(page, null, null)).toBe('Skip to content');
      expect(requests.filter((u) => LOCALE_CHUNK.test(u))).toEqual([]);
      await page.evaluate(() => (document.documentElement.lang = 'es'));
      expect(await skipLinkText(page, null, null)).toBe(text(es, 'chrome.skipToContent'));
      expect(await skipLinkText(page, null, 'pt-BR')).toBe(text(ptBR, 'chrome.skipToContent'));
      expect(await skipLinkText(page, 'de-AT', 'pt-BR')).toBe(text(de, 'chrome.skipToContent'));
      // A language that is not shipped passes to the next source.
      expect(await skipLinkText(page, 'tlh', 'pt')).toBe(text(ptBR, 'chrome.skipToContent'));
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
    const japanese = await blankPage(browser(), 'ja-JP');
    try {
      expect(await skipLinkText(japanese.page, null, null)).toBe(text(ja, 'chrome.skipToContent'));
      // Only Japanese was fetched.
      expect(japanese.requests.filter((u) => LOCALE_CHUNK.test(u)).map((u) => u.replace(/^.*\/chunks\/|-[A-Z0-9]+\.js$/g, ''))).toEqual(['ja']);
    } finally {
      await japanese.page.context().close();
    }
  });

  it('follows lang at run time (the element’s and the document’s), keeping what the reader typed; numbers and units are the language’s', async () => {
    const opened = await mountReading(browser(), staticUrl, { attrs: { lang: 'es', 'mock-server': 'true' } });
    const { page } = opened;
    try {
      const chunks = (): string[] => opened.requests.filter((u) => LOCALE_CHUNK.test(u)).map((u) => u.replace(/^.*\/chunks\/|-[A-Z0-9]+\.js$/g, ''));
      expect(chunks()).toEqual(['es']);
      const op = page.locator('spec-doc [data-op-id="get-/users"]');
      await op.getByRole('button', { name: text(es, 'try.open'), exact: true }).click();
      const limit = op.getByRole('spinbutton', { name: /^limit/ }).or(op.getByRole('textbox', { name: /^limit/ }));
      await limit.fill('7');

      await page.evaluate(() => (document.querySelector('spec-doc')!.lang = 'de'));
      const send = op.getByRole('button', { name: text(de, 'try.send'), exact: true });
      await send.waitFor();
      expect(await limit.inputValue()).toBe('7');
      expect(chunks()).toEqual(['es', 'de']);

      // The status line: the time and the size with German digits and units.
      await send.click();
      const status = op.locator('.try-status-line');
      await status.waitFor();
      expect((await status.textContent())!.replace(/\s+/g, ' ').trim()).toMatch(/^200 OK (\d+ ms|\d+(,\d)? Sek\.) · (\d+ Byte|\d+(,\d)? kB)$/);

      // The element's own lang removed: the document's (Portuguese) takes over.
      const before = await page.evaluate(() => document.querySelector('spec-doc')!.shadowRoot!.querySelector('.skip-link')!.textContent.trim());
      await page.evaluate(() => {
        document.documentElement.lang = 'pt-BR';
        document.querySelector('spec-doc')!.removeAttribute('lang');
      });
      expect(await skipLinkOnceChanged(page, before)).toBe(text(ptBR, 'chrome.skipToContent'));
      expect(await limit.inputValue()).toBe('7');
      expect(opened.errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('takes a host’s messages: words of a shipped language changed, a language added, unknown keys reported once', async () => {
    const { page, errors, warnings } = await blankPage(browser(), 'en-US');
    try {
      await page.evaluate(async () => {
        await customElements.whenDefined('spec-doc');
        const el = document.createElement('spec-doc');
        el.setAttribute('spec-url', '/test/fixtures/reading.yaml');
        const loaded = new Promise((resolve) => el.addEventListener('spec-loaded', resolve, { once: true }));
        document.body.append(el);
        await loaded;
      });
      const skip = (): Promise<string> => page.evaluate(() => document.querySelector('spec-doc')!.shadowRoot!.querySelector('.skip-link')!.textContent.trim());
      const setMessages = (): Promise<void> =>
        page.evaluate(() => {
          (document.querySelector('spec-doc') as HTMLElement & { messages: unknown }).messages = {
            en: { 'chrome.skipToContent': 'Jump to the reference', 'chrome.noSuchKey': 'x', 'try.noSuchKey': 'y' },
            sv: { 'chrome.skipToContent': 'Hoppa till innehållet' },
          };
        });
      await setMessages();
      expect(await skipLinkOnceChanged(page, 'Skip to content')).toBe('Jump to the reference');
      await page.evaluate(() => (document.querySelector('spec-doc')!.lang = 'sv'));
      expect(await skipLinkOnceChanged(page, 'Jump to the reference')).toBe('Hoppa till innehållet');
      // A key the added language lacks is English.
      await page.locator('spec-doc').getByRole('button', { name: 'Try it', exact: true }).first().waitFor();
      // Set again: each unknown key was reported once (checked against the table of key names, a chunk loaded for messages).
      await setMessages();
      await expect.poll(() => warnings.filter((w) => w.includes('noSuchKey')).length).toBe(2);
      expect(warnings.filter((w) => w.includes('chrome.noSuchKey'))).toHaveLength(1);
      expect(warnings.filter((w) => w.includes('try.noSuchKey'))).toHaveLength(1);
      expect(await skip()).toBe('Hoppa till innehållet');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
  it('brings the words of what went wrong as a chunk of their own, only when something went wrong (English if it cannot load)', async () => {
    const PROBLEM_CHUNK = /\/chunks\/problem-text-[A-Z0-9]+\.js$/;
    const { page, requests, errors } = await blankPage(browser(), 'ja-JP');
    /** Loads `url` into a new <spec-doc>; the error box's text once the load failed ('' when it loaded). */
    const load = (url: string): Promise<string> =>
      page.evaluate(async (specUrl) => {
        await customElements.whenDefined('spec-doc');
        document.querySelector('spec-doc')?.remove();
        const el = document.createElement('spec-doc') as HTMLElement & { loadSpec(u: string): Promise<unknown>; updateComplete: Promise<unknown> };
        document.body.append(el);
        const failed = await el.loadSpec(specUrl).then(
          () => false,
          () => true,
        );
        await el.updateComplete;
        return failed ? el.shadowRoot!.querySelector('[part="error"]')!.textContent : '';
      }, url);
    try {
      expect(await load('/test/fixtures/reading.yaml')).toBe('');
      expect(requests.filter((u) => PROBLEM_CHUNK.test(u))).toEqual([]);
      const japanese = await load('/no-such-description.yaml');
      expect(japanese).toContain(text(ja, 'reference.loadFailed'));
      expect(japanese).toMatch(/no-such-description\.yaml の読み込みで HTTP 404/);
      expect(requests.filter((u) => PROBLEM_CHUNK.test(u))).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
    // Offline after the bundle came: the error is shown in the core's English words rather than not at all.
    const offline = await blankPage(browser(), 'ja-JP');
    try {
      await offline.page.route(PROBLEM_CHUNK, (r) => r.abort());
      const english = await offline.page.evaluate(async () => {
        await customElements.whenDefined('spec-doc');
        const el = document.createElement('spec-doc') as HTMLElement & { loadSpec(u: string): Promise<unknown>; updateComplete: Promise<unknown> };
        document.body.append(el);
        await el.loadSpec('/no-such-description.yaml').catch(() => {});
        await el.updateComplete;
        return el.shadowRoot!.querySelector('[part="error"]')!.textContent;
      });
      expect(english).toMatch(/HTTP 404 .*loading .*no-such-description\.yaml/);
      expect(offline.errors).toEqual([]);
    } finally {
      await offline.page.context().close();
    }
  });
});
