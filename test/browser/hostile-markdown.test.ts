import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser.js';
import { mountObject } from '../support/mount-object.js';

const staticUrl = inject('staticUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('hostile markdown in a description', () => {
  it('runs none of its payloads and injects no markup, while the text still shows', async () => {
    const { page, errors } = await openPage(browser, `${staticUrl}/test/fixtures/blank.html`);
    const dialogs: string[] = [];
    const outside: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    page.on('request', (r) => {
      if (!r.url().startsWith(staticUrl) && !r.url().startsWith('data:')) outside.push(r.url());
    });
    try {
      const report = await page.evaluate(async () => {
        const w = window as unknown as { __pwned: string[] };
        w.__pwned = [];
        await customElements.whenDefined('spec-doc');
        const el = document.createElement('spec-doc');
        el.style.height = '100vh';
        // The theme's web fonts come from a CDN (the element's own choice, not the description's).
        el.setAttribute('load-fonts', 'false');
        const loaded = new Promise((r) => el.addEventListener('spec-loaded', r, { once: true }));
        document.body.append(el);
        el.setAttribute('spec-url', '/test/fixtures/hostile-markdown.yaml');
        await loaded;
        // Wait for the operation body (it renders when near the viewport), then give payloads time.
        const root = el.shadowRoot!;
        for (let i = 0; i < 50 && !root.querySelector('.op-body'); i++) await new Promise((r) => setTimeout(r, 50));
        root.querySelectorAll('details').forEach((d) => (d.open = true));
        await new Promise((r) => setTimeout(r, 500));
        // Everything the description can reach is inside main (the header's own form is not).
        const all = [...root.querySelectorAll('main *'), ...root.querySelectorAll('nav *')];
        return {
          pwned: w.__pwned,
          location: location.pathname,
          hasBody: !!root.querySelector('.op-body'),
          // spec-doc's own icons (inline SVG, aria-hidden, never inside description text) are not markup from the description.
          scripts: all.filter(
            (n) =>
              ['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'FORM', 'BASE', 'STYLE', 'SVG', 'MATH', 'VIDEO'].includes(n.tagName.toUpperCase()) &&
              !(n.matches('svg.icon[aria-hidden="true"]') && !n.closest('.md')),
          ).length,
          handlers: all.flatMap((n) => [...n.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${n.tagName} ${a.name}`)),
          badLinks: all.filter((n) => /^\s*(javascript|data|vbscript):/i.test(n.getAttribute('href') ?? n.getAttribute('src') ?? '')).length,
          styled: all.filter((n) => n.hasAttribute('style') && n.closest('.md')).length,
          clobbered: typeof (document as unknown as Record<string, unknown>)['cookie'] === 'string',
          // Only the ids spec-doc gives info headings (overview--…) may appear; none from the text.
          ids: all.filter((n) => n.closest('.md') && ((n.id && !(/^H[12]$/.test(n.tagName) && n.id.startsWith('overview--'))) || n.getAttribute('name'))).length,
          blankLinks: all.filter((n) => n.tagName === 'A' && n.getAttribute('target') === '_blank' && n.getAttribute('rel') !== 'noopener noreferrer').length,
          text: root.textContent,
        };
      });
      expect(report.hasBody).toBe(true);
      expect(report.pwned).toEqual([]);
      expect(dialogs).toEqual([]);
      expect(report.location).toBe('/test/fixtures/blank.html');
      expect(report.scripts).toBe(0);
      expect(report.handlers).toEqual([]);
      expect(report.badLinks).toBe(0);
      expect(report.styled).toBe(0);
      expect(report.ids).toBe(0);
      expect(report.clobbered).toBe(true);
      expect(report.blankLinks).toBe(0);
      // Plain text around the payloads is kept, and titles show markup as text.
      expect(report.text).toContain('Welcome');
      expect(report.text).toContain('Tag text');
      expect(report.text).toContain('<img src=x onerror=');
      expect(outside).toEqual([]);
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  // One plain line is shown as text without marked or DOMPurify (isPlainParagraph): a line of
  // quotes, equals signs and brackets that reads like markup stays text, in a bare paragraph.
  it('shows a plain line that reads like markup as its text in a bare paragraph, and Markdown beside it as Markdown', async () => {
    const { page, errors } = await openPage(browser, `${staticUrl}/test/fixtures/blank.html`);
    try {
      const plain = 'Sets x "onmouseover=alert(1) style=color:red" (or y = $1), see 100% of it';
      const spec = {
        openapi: '3.1.0',
        info: { title: 'Plain lines', version: '1', description: plain },
        paths: { '/a': { get: { description: 'Has **bold** text', responses: { '200': { description: 'OK' } } } } },
      };
      await mountObject(page, spec, { 'load-fonts': 'false' });
      const shown = await page.evaluate((text) => {
        const root = document.querySelector('spec-doc')!.shadowRoot!;
        const paragraphs = [...root.querySelectorAll('.md p')];
        const mine = paragraphs.filter((p) => p.textContent === text);
        return {
          count: mine.length,
          attributes: mine.flatMap((p) => [...p.attributes].map((a) => a.name)),
          children: mine.reduce((n, p) => n + p.children.length, 0),
          handlers: [...root.querySelectorAll('*')].filter((n) => n.hasAttribute('onmouseover')).length,
          bold: [...root.querySelectorAll('.md strong')].map((b) => b.textContent),
        };
      }, plain);
      expect(shown).toEqual({ count: 1, attributes: [], children: 0, handlers: 0, bold: ['bold'] });
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  // Found by looking: one field of `> > > …` 25,000 levels deep overflowed marked's stack, and
  // the page said "Could not load the description" for the whole of it; a paragraph of `_a_a…`
  // froze the tab for seconds in marked's text rule.
  it('renders the rest of a description when one field nests quotes 25,000 deep or one paragraph is 200,000 characters of `_a`', async () => {
    const { page, errors } = await openPage(browser, `${staticUrl}/test/fixtures/blank.html`);
    try {
      const report = await page.evaluate(async () => {
        await customElements.whenDefined('spec-doc');
        const el = document.createElement('spec-doc') as HTMLElement & { loadSpec(x: unknown): Promise<unknown>; scrollToPath(p: string): void };
        el.style.height = '100vh';
        el.setAttribute('load-fonts', 'false');
        document.body.append(el);
        const op = (id: string, description: string): unknown => ({ get: { operationId: id, summary: `Summary ${id}`, description, responses: { 200: { description: 'ok' } } } });
        await el.loadSpec({
          openapi: '3.0.3',
          info: { title: 'Deep and long', version: '1', description: `Intro text.\n\n${'> '.repeat(25_000)}deepest quote` },
          paths: { '/deep': op('deep', `${'- '.repeat(25_000)}deepest item`), '/long': op('long', '_a'.repeat(100_000)), '/plain': op('plain', 'A **plain** operation.') },
        });
        const root = el.shadowRoot!;
        const text = async (id: string, needle: string): Promise<boolean> => {
          el.scrollToPath(id);
          for (let i = 0; i < 100; i++) {
            if (root.textContent.includes(needle)) return true;
            await new Promise((r) => setTimeout(r, 50));
          }
          return false;
        };
        // A task of several seconds while the long paragraph renders would be a frozen tab.
        const longTasks: number[] = [];
        new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(Math.round(e.duration)))).observe({ type: 'longtask' });
        return {
          title: root.textContent.includes('Deep and long'),
          intro: root.textContent.includes('Intro text.') && root.textContent.includes('deepest quote'),
          deep: await text('get-/deep', 'deepest item'),
          // Underscores inside a word open no emphasis: the paragraph shows as written.
          long: await text('get-/long', '_a_a_a_a'),
          plain: await text('get-/plain', 'A plain operation.'),
          longTasks,
        };
      });
      expect(report).toMatchObject({ title: true, intro: true, deep: true, long: true, plain: true });
      // Unbounded, the long paragraph alone took 13 s at half this length (quadratic); bounded it is
      // well under a second here, but a loaded CI machine once stretched it to 1.5 s.
      expect(report.longTasks.filter((ms) => ms > 5000)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
