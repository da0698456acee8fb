/*
 * The property test of issue 7: for every operation of large real descriptions, the mock's
 * answer with the operation's 2xx status (the default choice) has a body that ajv accepts
 * against the response schema of the media type sent. The request goes through the route table
 * like a page's request would: to the operation's first server, path parameters filled in.
 */
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileTextFetcher } from '../../../test/support/file-fetcher.js';
import { specsDir } from '../../../test/support/spec-index.js';
import { makeJudges } from '../examples/testing/ajv-judge.js';
import { loadDescription } from '../load/load-description.js';
import { resolveRef } from '../model/resolve-ref.js';
import { effectiveServers } from '../request/effective-servers.js';
import { resolveServerUrl } from '../request/servers.js';
import { childPointer } from '../resolve/pointer.js';
import { isObject } from '../types.js';
import { MOCK_HEADER, MockServer } from './mock-server.js';
import { buildRouteTable } from './route-table.js';
import { defaultStatus, responseKeys } from './status.js';
import { essence } from './negotiate.js';
import { isJsonMediaType } from '../request/serialize-parameter.js';

const dir = specsDir();
/** Large descriptions of each dialect: GitHub and Stripe (3.0, the two largest with bodies), Adyen Checkout (3.1). */
const SPECS = ['github/api.github.com.json', 'stripe/spec3.json', 'adyen/CheckoutService-v71.json'];
const DESCRIPTION_URL = 'https://docs.example.test/openapi.json';

describe.runIf(dir)('mocked 2xx bodies of real descriptions validate against their response schemas (ajv)', () => {
  for (const spec of SPECS) {
    it(`every operation of ${spec}`, async () => {
      const loaded = await loadDescription({ kind: 'url', url: pathToFileURL(dir! + spec).href }, fileTextFetcher);
      const doc = loaded.doc;
      const version = /^3\.[12]/.test(loaded.sourceVersion) ? '3.1' : '3.0';
      const judge = makeJudges(doc, version).response;
      const server = new MockServer(doc, { descriptionUrl: DESCRIPTION_URL });
      const failures: string[] = [];
      let checked = 0;
      let withoutBody = 0;
      let otherTemplate = 0;
      let uncompilable = 0;
      for (const route of buildRouteTable(doc, { descriptionUrl: DESCRIPTION_URL })) {
        const op = resolveRef(doc, { $ref: '#' + route.pointer }, '').value;
        if (!isObject(op)) continue;
        const first = resolveServerUrl(effectiveServers(doc, route.pointer, route.pathItemPointer)[0], {}, DESCRIPTION_URL);
        if (!first.ok) continue;
        const url = first.url.replace(/\/+$/, '') + route.path.replace(/\{[^{}]+\}/g, '1');
        const { status, key } = defaultStatus(responseKeys(op.responses));
        // The status is given explicitly: the test request carries no parameters or body, and
        // validation would (rightly) answer 400 instead.
        const answer = server.answer({ method: route.method, url, headers: { accept: 'application/json, */*;q=0.1' } }, { statusCodes: [status], strategy: 'first', random: () => 0 });
        const label = `${route.method} ${route.path}`;
        if (!answer) {
          failures.push(`${label}: no answer for ${url}`);
          continue;
        }
        const marked = answer.headers.find(([n]) => n === MOCK_HEADER)?.[1];
        if (marked !== label) {
          // Another template is as specific for this URL (`/a/{x}` and `/{y}/b` with x = y = 1): fine if it is that one.
          if (!marked) failures.push(`${label}: answered without the marker`);
          otherTemplate++;
          continue;
        }
        expect(answer.status).toBe(status);
        const contentType = answer.headers.find(([n]) => n === 'content-type')?.[1];
        if (key === undefined || answer.body === null || !contentType || !isJsonMediaType(essence(contentType))) {
          withoutBody++;
          continue;
        }
        const responses = op.responses as Record<string, unknown>;
        const response = resolveRef(doc, responses[key], childPointer(childPointer(route.pointer, 'responses'), key));
        const content = isObject(response.value) && isObject(response.value.content) ? response.value.content : {};
        const mediaKey = Object.keys(content).find((k) => k === contentType) ?? '';
        const media = resolveRef(doc, content[mediaKey], childPointer(childPointer(response.pointer, 'content'), mediaKey));
        if (!isObject(media.value) || media.value.schema === undefined) continue;
        const verdict = judge.check(childPointer(media.pointer, 'schema'), JSON.parse(answer.body) as unknown);
        checked++;
        if (verdict.compileError !== undefined) uncompilable++;
        else if (!verdict.valid) {
          failures.push(`${label} ${status} ${contentType} (${answer.source}): ${verdict.errors.map((e) => `${e.instancePath} ${e.message ?? ''}`).join('; ')}`);
        }
      }
      console.log(
        `${spec}: ${checked} JSON bodies checked (${uncompilable} schemas ajv cannot compile), ${withoutBody} answers without a JSON body, ${otherTemplate} URLs another template answered, ${failures.length} failures`,
      );
      expect(failures.slice(0, 20)).toEqual([]);
      expect(checked).toBeGreaterThan(20);
      expect(uncompilable + otherTemplate).toBeLessThan(checked / 20);
    }, 180_000);
  }
});
