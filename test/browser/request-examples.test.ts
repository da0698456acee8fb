import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { echoWindow } from '../support/echo-window.js';
import { mountReading } from '../support/reading.js';

const staticUrl = inject('staticUrl');
const echoUrl = inject('echoUrl');
const browser = useBrowser();
const SPEC = '/test/fixtures/request-examples.yaml';
// Test files run in parallel against one echo API: this file's requests go under its own prefix.
const PREFIX = '/request-examples-test';
const API = `${echoUrl}${PREFIX}`;
const echo = echoWindow(echoUrl, PREFIX);
const LONG = '/Services/{ServiceSid}/Environments/{EnvironmentSid}/Deployments/{DeploymentSid}/Photos';
/** What the base schema marks readOnly: never in a request. */
const READ_ONLY = ['"id"', '"object"', '"createdAt"', '"updatedAt"', 'name="id"', 'name="createdAt"', 'ownerRef', 'etag', '<id>'];

async function mount(width = 1440, height = 900) {
  const opened = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'server-url': API, 'render-style': 'read' } });
  await opened.page.setViewportSize({ width, height });
  return opened;
}

/** Goes to an operation and waits for its request example. */
async function open(page: Page, opId: string): Promise<Locator> {
  expect(await page.evaluate((id) => (document.querySelector('spec-doc') as HTMLElement & { scrollToPath(p: string): boolean }).scrollToPath(id), opId)).toBe(true);
  const op = page.locator(`spec-doc [data-op-id="${opId}"]`);
  await op.locator('.op-aside spec-doc-code-samples pre code').waitFor();
  return op;
}

const language = (op: Locator): Locator => op.getByRole('combobox', { name: 'Language' });
const code = (op: Locator): Locator => op.locator('.op-aside spec-doc-code-samples pre code');
/** The generated cURL of the request example (picked, since the description's samples come first). */
async function curl(op: Locator): Promise<string> {
  await language(op).selectOption('curl');
  await op.locator('.op-aside .code-samples-generated pre code').waitFor();
  return (await code(op).textContent()) ?? '';
}
const withoutReadOnly = (text: string, what: string): void => {
  for (const name of READ_ONLY) expect(text, `${what} holds ${name}`).not.toContain(name);
};

describe('the request example is always right', () => {
  it('leaves readOnly out of every request example and what TRY sends, writeOnly out of responses; placeholders, files, own samples first, whole path', async () => {
    await echo.mark();
    const { page, errors } = await mount();
    try {
      // JSON, a discriminated oneOf over allOfs: the description's own sample is picked first.
      const pets = await open(page, 'post-/pets');
      expect(await language(pets).inputValue()).toBe('own-0');
      expect(await code(pets).textContent()).toBe('echo "the author\'s sample"');
      const petsCurl = await curl(pets);
      expect(petsCurl).toContain('"kind": "cat"');
      expect(petsCurl).toContain('"secret"');
      withoutReadOnly(petsCurl, 'JSON cURL');
      // A generated language too.
      await language(pets).selectOption('python');
      await expect.poll(() => code(pets).textContent()).toContain('requests.post');
      withoutReadOnly((await code(pets).textContent())!, 'Python');
      // The response example keeps readOnly and loses writeOnly.
      const response = (await pets.locator('.op-aside .response-examples pre code').textContent())!;
      expect(response).toContain('"createdAt"');
      expect(response).not.toContain('"secret"');
      // The console's prefilled body, and what it sends.
      await pets.getByRole('button', { name: 'Try it' }).click();
      const editor = pets.locator('.op-aside textarea');
      await expect.poll(() => editor.inputValue()).toContain('"kind": "cat"');
      withoutReadOnly(await editor.inputValue(), 'prefilled body');
      await pets.getByRole('button', { name: /^TRY/i }).click();
      await pets.locator('.op-aside .try-response').waitFor();
      const sentJson = (await echo.received()).find((r) => r.method === 'POST' && r.path === `${PREFIX}/pets`)!;
      expect(sentJson.body).toContain('"kind"');
      withoutReadOnly(sentJson.body, 'JSON body sent');

      // Multipart, the same oneOf: the example and the request sent.
      const upload = await open(page, 'post-/pets/upload');
      const uploadCurl = await curl(upload);
      expect(uploadCurl).toContain('kind=cat');
      for (const name of ['id=', 'object=', 'createdAt=', 'updatedAt=']) expect(uploadCurl).not.toContain(`'${name}`);
      await upload.getByRole('button', { name: 'Try it' }).click();
      await expect.poll(() => upload.locator('.op-aside textarea').inputValue()).toContain('"kind"');
      await upload.getByRole('button', { name: /^TRY/i }).click();
      await upload.locator('.op-aside .try-response').waitFor();
      const sentForm = (await echo.received()).find((r) => r.method === 'POST' && r.path === `${PREFIX}/pets/upload`)!;
      expect(sentForm.body).toContain('name="kind"');
      for (const name of ['id', 'object', 'createdAt', 'updatedAt']) expect(sentForm.body).not.toContain(`name="${name}"`);

      // Nested object and array of objects; required parameters without examples as placeholders.
      const owner = await open(page, 'put-/owners/{ownerId}');
      const ownerCurl = await curl(owner);
      expect(ownerCurl).toContain(`${API}/owners/<ownerId>?dryRun=<boolean>`);
      expect(ownerCurl).toContain('"street"');
      expect(ownerCurl).toContain('"pets"');
      withoutReadOnly(ownerCurl, 'nested cURL');
      await language(owner).selectOption('node');
      await expect.poll(() => code(owner).textContent()).toContain('/owners/<ownerId>?dryRun=<boolean>');
      expect(await owner.locator('.op-aside [role="status"]').filter({ hasText: /fill/i }).count()).toBe(0);
      // Filling the inputs replaces the placeholders.
      await owner.getByRole('button', { name: 'Try it' }).click();
      await owner.getByRole('textbox', { name: /^ownerId/ }).fill('42');
      await expect.poll(() => code(owner).textContent()).toContain('/owners/42?dryRun=<boolean>');

      // XML and form-urlencoded.
      const xml = await open(page, 'post-/owners/xml');
      const xmlCurl = await curl(xml);
      expect(xmlCurl).toContain('<name>Ann</name>');
      expect(xmlCurl).not.toContain('ownerRef');
      expect(xmlCurl).not.toContain('etag');
      const form = await open(page, 'post-/owners/form');
      const formCurl = await curl(form);
      expect(formCurl).toContain('name=Ann');
      expect(formCurl).not.toMatch(/[&']id=|createdAt/);

      // A binary part uploads a file; path parameters show as placeholders; the header shows the whole path.
      const photo = await open(page, `post-${LONG}`);
      const photoCurl = await curl(photo);
      expect(photoCurl).toContain("-F 'photo=@photo.png;type=image/png'");
      expect(photoCurl).toContain('/Services/<ServiceSid>/Environments/<EnvironmentSid>/Deployments/<DeploymentSid>/Photos');
      expect(photoCurl).not.toContain('photo=string');
      expect(photoCurl).not.toContain("'id=");
      await language(photo).selectOption('python');
      await expect.poll(() => code(photo).textContent()).toContain('open("photo.png", "rb")');
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const title = photo.locator('.op-aside .code-samples .example-card-title');
        const box = await title.evaluate((el) => ({ text: el.textContent, fits: el.scrollWidth <= el.clientWidth, overflow: getComputedStyle(el).textOverflow }));
        expect(box, `${width} px`).toEqual({ text: LONG, fits: true, overflow: 'clip' });
      }
      // A file behind oneOf (the body's alternatives, and the property's own): a file upload too, in cURL and in Python.
      const alternative = await open(page, 'post-/photos');
      const alternativeCurl = await curl(alternative);
      expect(alternativeCurl).toContain("-F 'photo=@photo.png;type=image/png'");
      expect(alternativeCurl).toContain("--form-string 'caption=Sunset'");
      expect(alternativeCurl).not.toContain('photo=string');
      await language(alternative).selectOption('python');
      await expect.poll(() => code(alternative).textContent()).toContain('open("photo.png", "rb")');
      // The console offers the file beside the typed fields.
      await alternative.getByRole('button', { name: 'Try it' }).click();
      await expect.poll(() => alternative.locator('.op-aside input[type="file"]').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
