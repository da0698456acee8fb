import type { JsonObject } from '../../core/types.js';
import type { DescriptionStore } from '../../worker/store.js';
import type { DownloadFormat } from './overview.js';

// A chunk of its own: only pages with allow-spec-file-download="true" use it, on a click.

/**
 * The download buttons' work: the loaded description as a JSON or YAML file named after its
 * title (or its Markdown, given `markdown`, as a .md file), or opened in a new tab. Not kept in the page after load (12 MB descriptions): the store
 * hands it over on demand.
 */
export async function downloadDescription(store: DescriptionStore, title: string, format: DownloadFormat, markdown?: () => Promise<string>): Promise<void> {
  const base = (title || 'openapi').replace(/[^\w.-]+/g, '-').slice(0, 60) || 'openapi';
  let text: string;
  let type: string;
  let extension: string = format;
  if (format === 'markdown') {
    // The whole API as Copy as Markdown gives it (built in the worker).
    text = markdown ? await markdown() : '';
    type = 'text/markdown';
    extension = 'md';
  } else if (format === 'yaml') {
    const spec = JSON.parse(await store.json()) as JsonObject;
    const { toYaml } = await import('../shared/yaml-text.js');
    text = toYaml(spec);
    type = 'application/yaml';
  } else {
    const spec = JSON.parse(await store.json()) as JsonObject;
    text = JSON.stringify(spec, null, 2);
    type = 'application/json';
  }
  const url = URL.createObjectURL(new Blob([text], { type }));
  if (format === 'tab') {
    window.open(url, '_blank', 'noopener');
  } else {
    const a = document.createElement('a');
    a.href = url;
    a.download = `${base}.${extension}`;
    a.click();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
