import { dump } from 'js-yaml';

/** The description as YAML text (a lazily loaded chunk: only the download button needs it). */
export function toYaml(doc: unknown): string {
  return dump(doc, { noRefs: true, lineWidth: -1 });
}
