// OpenAPI 3.2 media (issue 18): Example Object dataValue/serializedValue in the reference, the
// console, the cURL and what the echo API received; XML nodeType in generated XML and the schema
// view; sequential media types with itemSchema (reference, and the mock streaming items with its
// delay); multipart/mixed with prefixEncoding/itemEncoding sent to the echo API.

import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { useOwnEchoServer } from '../support/own-echo.js';
import { mountReading } from '../support/reading.js';
import type { EchoRecord } from '../support/echo-window.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();
const SPEC = '/test/fixtures/oas32/media.yaml';
// An echo API of this file's own, so what it received is only this file's requests.
const echoUrl = useOwnEchoServer();

async function received(): Promise<EchoRecord[]> {
  return ((await (await fetch(`${echoUrl()}/__echo/received`)).json()) as EchoRecord[]).filter((r) => r.method !== 'OPTIONS');
}

/** Opens an operation in the focused style and returns its section. */
async function open(page: Page, opId: string): Promise<Locator> {
  await page.locator(`spec-doc nav a[data-nav-id="${opId}"]`).click();
  const op = page.locator(`spec-doc [data-op-id="${opId}"]`);
  await op.locator('spec-doc-try').waitFor();
  return op;
}

/** The reference's media-type block of `mediaType` in `op`. */
function block(op: Locator, mediaType: string): Locator {
  return op
    .locator('spec-doc-media-type')
    .filter({ has: op.page().locator('.media-type-name code', { hasText: mediaType }) })
    .first();
}

async function exampleText(op: Locator, mediaType: string): Promise<string> {
  const b = block(op, mediaType);
  await b.getByRole('tab', { name: 'Example' }).click();
  const pre = b.locator('.example pre');
  await pre.waitFor();
  return (await pre.textContent()) ?? '';
}

async function mount(attrs: Record<string, string> = {}) {
  const opened = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'focused', 'server-url': echoUrl(), ...attrs } });
  expect(opened.loaded).toBe(true);
  return opened;
}

const SERIALIZED = '<note id="n1"><text>milk &amp; eggs</text></note>';

describe('OpenAPI 3.2 Example Object: dataValue and serializedValue', () => {
  it('shows and sends the serialised value of an XML body as written, in the tab, the console, the cURL and on the wire', async () => {
    const { page, errors } = await mount();
    try {
      const op = await open(page, 'post-/notes-xml');
      expect(await exampleText(op, 'application/xml')).toBe(SERIALIZED);
      const editor = op.getByRole('textbox', { name: /Request body/ });
      await expect.poll(() => editor.inputValue()).toBe(SERIALIZED);
      await expect.poll(async () => (await op.locator('.code-samples-generated pre').first().textContent()) ?? '').toContain(SERIALIZED);
      // The response example (text/plain): its serializedValue, not its dataValue.
      expect(await op.locator('spec-doc-response-examples').textContent()).toContain('note n1 = milk & eggs');
      await op.getByRole('button', { name: /^TRY/ }).click();
      await op.locator('.try-response').waitFor();
      await expect.poll(async () => (await received()).filter((r) => r.path === '/notes-xml').length).toBe(1);
      const got = (await received()).find((r) => r.path === '/notes-xml')!;
      expect(got.body).toBe(SERIALIZED);
      expect(got.headers['content-type']).toBe('application/xml');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('shows and sends the data value of a JSON body', async () => {
    const { page, errors } = await mount();
    try {
      const op = await open(page, 'post-/notes-json');
      const pretty = JSON.stringify({ id: 'n2', text: 'bread' }, null, 2);
      expect(await exampleText(op, 'application/json')).toBe(pretty);
      await expect.poll(() => op.getByRole('textbox', { name: /Request body/ }).inputValue()).toBe(pretty);
      await op.getByRole('button', { name: /^TRY/ }).click();
      await expect.poll(async () => (await received()).filter((r) => r.path === '/notes-json').length).toBe(1);
      expect(JSON.parse((await received()).find((r) => r.path === '/notes-json')!.body)).toEqual({ id: 'n2', text: 'bread' });
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('OpenAPI 3.2 XML nodeType', () => {
  it('writes attributes, CDATA, wrapped and unwrapped arrays and element-less objects in the generated XML, and labels them in the schema view', async () => {
    const { page, errors } = await mount();
    try {
      const op = await open(page, 'get-/catalog');
      const xml = await exampleText(op, 'application/xml');
      expect(xml).toContain('<catalog version="2" legacy="old"><![CDATA[a < b]]>');
      expect(xml).toContain('  <books>\n    <book>Dune</book>\n  </books>\n  <tag>sf</tag>\n  <owner>ann</owner>\n  <price currency="EUR">9.5</price>\n</catalog>');
      expect(xml).not.toContain('<meta>');
      const b = block(op, 'application/xml');
      await b.getByRole('tab', { name: 'Schema' }).click();
      const labels = await b.locator('.xml-node').allTextContents();
      expect(labels.map((l) => l.trim())).toEqual(['XML: attribute', 'XML: attribute', 'XML: CDATA', 'XML: wrapped', 'XML: no element', 'XML: attribute', 'XML: text']);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('OpenAPI 3.2 sequential media types (itemSchema)', () => {
  it('says "a stream of" the item schema and shows three items in the SSE and JSON-seq wire formats', async () => {
    const { page, errors } = await mount();
    try {
      const sse = await open(page, 'get-/events');
      expect(await block(sse, 'text/event-stream').locator('.stream-of').textContent()).toMatch(/A stream of\s+TickEvent, each:/);
      const event = (id: number): string => `event: tick\ndata: {"n":1}\nid: ${id}\n\n`;
      expect(await exampleText(sse, 'text/event-stream')).toBe(event(1) + event(2) + event(3));
      const seq = await open(page, 'get-/records');
      expect(await block(seq, 'application/json-seq').locator('.stream-of').textContent()).toMatch(/A stream of\s+Record/);
      // The record separator is shown as ␞.
      expect(await exampleText(seq, 'application/json-seq')).toBe('␞{"name":"first","n":1}\n'.repeat(3));
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('the mock streams generated items with its delay between them, and the console shows them as they arrive', async () => {
    const { page, errors } = await mount({ 'mock-server': 'true', 'mock-server-delay': '700', 'mock-server-log': 'false' });
    try {
      // Until the mock is on, TRY would reach the API itself (checked at the end).
      await page.locator('spec-doc .mock-active').waitFor({ timeout: 15_000 });
      const op = await open(page, 'get-/events');
      await op.getByRole('button', { name: /^TRY/ }).click();
      const first = op.locator('.try-event').first();
      await first.waitFor();
      // The first event is on screen while the mock is still sending the others.
      expect(await op.locator('.try-event').count()).toBeLessThan(3);
      expect(await op.locator('.try-stream-state').textContent()).toMatch(/Streaming…/);
      await expect.poll(() => op.locator('.try-stream-state').textContent(), { timeout: 10_000 }).toContain('Stream ended: 3 events.');
      expect((await op.locator('.try-event').allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([1, 2, 3].map((n) => `tick id ${n} {"n":1}`));

      const seq = await open(page, 'get-/records');
      await seq.getByRole('button', { name: /^TRY/ }).click();
      await seq.locator('.try-event').first().waitFor();
      expect(await seq.locator('.try-event').count()).toBeLessThan(3);
      await expect.poll(() => seq.locator('.try-stream-state').textContent(), { timeout: 10_000 }).toContain('Stream ended: 3 events.');
      // Nothing reached the network: the mock answered.
      expect((await received()).filter((r) => r.path === '/events' || r.path === '/records')).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('OpenAPI 3.2 prefixEncoding and itemEncoding', () => {
  it('shows the part encodings and sends multipart/mixed parts typed by position', async () => {
    const { page, errors } = await mount();
    try {
      const op = await open(page, 'post-/batch');
      const parts = (await block(op, 'multipart/mixed').locator('.part-encoding').textContent())!.replace(/\s+/g, ' ');
      expect(parts).toContain('Part 1: application/json · headers X-Part');
      expect(parts).toContain('Part 2: text/csv');
      expect(parts).toContain('Part 3 onwards: text/markdown');
      await expect.poll(async () => JSON.parse(await op.getByRole('textbox', { name: /Request body/ }).inputValue()) as unknown).toEqual([{ name: 'first', n: 1 }, 'a,b', '# one', '# two']);
      await op.getByRole('button', { name: /^TRY/ }).click();
      await expect.poll(async () => (await received()).filter((r) => r.path === '/batch').length).toBe(1);
      const got = (await received()).find((r) => r.path === '/batch')!;
      expect(got.headers['content-type']).toBe('multipart/mixed; boundary=spec-doc-part');
      const part = (type: string, text: string, extra = ''): string => `--spec-doc-part\r\nContent-Type: ${type}\r\n${extra}\r\n${text}\r\n`;
      expect(got.body).toBe(
        part('application/json', '{"name":"first","n":1}', 'X-Part: meta\r\n') +
          part('text/csv', 'a,b') +
          part('text/markdown', '# one') +
          part('text/markdown', '# two') +
          '--spec-doc-part--\r\n',
      );
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
