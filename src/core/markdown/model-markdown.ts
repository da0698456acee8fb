import type { DescriptionModel } from '../model/description-model.js';
import type { ExampleView } from '../model/types.js';
import { exampleCurl } from '../request/example-curl.js';
import { resolveServerUrl } from '../request/servers.js';
import { descriptionMarkdown } from './description-markdown.js';
import { operationMarkdown } from './operation-markdown.js';

/** Where the cURL examples of a Markdown document send their requests. */
export interface MarkdownServer {
  /** The element's active API server, resolved; '' for the description's first server. */
  serverUrl?: string;
  /** server-url fixes the server for every operation (operation-level servers are not used). */
  serverFixed?: boolean;
}

/**
 * The Markdown of one operation or webhook of a loaded description (by its id, `get-/pets/{id}`),
 * or without an id the whole description; undefined for an unknown id. For one operation the
 * examples the description leaves to spec-doc are generated (not for the whole description), and
 * each operation ends with the cURL of its request example (exampleCurl: credentials as placeholders).
 */
export function modelMarkdown(model: DescriptionModel, opId: string | undefined, server: MarkdownServer = {}): string | undefined {
  const given = (ex: ExampleView): unknown => ex.value;
  const generated = (ex: ExampleView): unknown => ex.value ?? (ex.generate ? model.example(ex.generate) : undefined);
  const base = model.loaded.url;
  const first = resolveServerUrl(model.outline.servers[0], {}, base);
  const fallback = server.serverUrl || (first.ok ? first.url : '');
  const schemes = model.outline.securitySchemes ?? [];
  const one = (id: string, level: number, exampleValue: (ex: ExampleView) => unknown): string | undefined => {
    const detail = model.operation(id);
    if (!detail) return undefined;
    const own = !server.serverFixed && detail.servers?.[0] ? resolveServerUrl(detail.servers[0], {}, base) : undefined;
    const curl = exampleCurl(detail, { serverUrl: own?.ok ? own.url : fallback, schemes, exampleValue });
    // Parts of a large schema the model left for later (its size budget) show as "…": expanding
    // them gives some 200 KB of text for one large operation (Stripe's charges), too much to paste.
    return operationMarkdown(detail, { level, exampleValue, ...(curl ? { curl } : {}) });
  };
  if (opId !== undefined) return one(opId, 1, generated);
  // The whole description keeps to the examples it gives: generating the rest takes Stripe's
  // 468 operations a minute and 40 MB of text, where the schemas already say what they hold.
  return descriptionMarkdown(model.outline, (op) => one(op.id, 3, given) ?? '');
}
