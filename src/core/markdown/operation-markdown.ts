import type { ExampleView, MediaTypeView, OperationDetail, ParameterView, SchemaNode } from '../model/types.js';
import { jsonText } from '../types.js';
import { constraintText } from '../model/constraint-text.js';

/** What an operation's Markdown needs beyond its model. */
export interface OperationMarkdownOptions {
  /** The value of an example (generated ones are made on demand); undefined leaves it out. */
  exampleValue?: (example: ExampleView, media: MediaTypeView) => unknown;
  /** A cURL command for the operation, shown last. */
  curl?: string;
  /** Heading level of the operation's title (2 inside a whole-API document). */
  level?: number;
  /** How deep schemas are written out as nested lists before "…" (default 4). */
  schemaDepth?: number;
}

/**
 * One operation as Markdown for an AI assistant or a text editor: a heading with the summary,
 * the method and path, the description, parameters, request body and responses with their
 * schemas as nested lists and their first example, and a cURL example.
 *
 * Description text is untrusted: it is copied as the description wrote it (it is Markdown
 * already), never turned into HTML here; names and values spec-doc writes itself go in code
 * spans or fences long enough for any backticks they hold, so they cannot open markup.
 */
export function operationMarkdown(op: OperationDetail, options: OperationMarkdownOptions = {}): string {
  const level = options.level ?? 1;
  const h = (n: number) => '#'.repeat(Math.min(6, level + n));
  const out: string[] = [];
  out.push(`${h(0)} ${oneLine(op.summary || `${op.method.toUpperCase()} ${op.path}`)}`, '');
  out.push(`${code(`${op.method.toUpperCase()} ${op.path}`)}${op.deprecated ? ' (deprecated)' : ''}${op.operationId ? ` · operationId ${code(op.operationId)}` : ''}`, '');
  if (op.description) out.push(op.description.trim(), '');
  if (op.parameters.length) {
    out.push(`${h(1)} Parameters`, '');
    for (const p of op.parameters) out.push(...parameterLines(p, options));
    out.push('');
  }
  if (op.requestBody) {
    out.push(`${h(1)} Request body${op.requestBody.required ? ' (required)' : ''}`, '');
    if (op.requestBody.description) out.push(op.requestBody.description.trim(), '');
    for (const media of op.requestBody.content) out.push(...mediaLines(media, options));
  }
  if (op.responses.length) {
    out.push(`${h(1)} Responses`, '');
    for (const r of op.responses) {
      out.push(`${h(2)} ${r.status}${r.description ? ` ${oneLine(firstLine(r.description))}` : ''}`, '');
      if (r.description && r.description.trim() !== firstLine(r.description)) out.push(r.description.trim(), '');
      if (r.headers.length) {
        out.push('Headers:', '');
        for (const header of r.headers)
          out.push(
            `- ${code(header.name)}${header.schema ? ` (${header.schema.type})` : ''}${header.required ? ', required' : ''}${header.description ? `: ${oneLine(header.description)}` : ''}`,
          );
        out.push('');
      }
      for (const media of r.content) out.push(...mediaLines(media, options));
    }
  }
  if (options.curl) out.push(`${h(1)} Example request`, '', ...fence(options.curl, 'bash'), '');
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

function parameterLines(p: ParameterView, options: OperationMarkdownOptions): string[] {
  const facts = [p.in, p.schema?.type, p.required ? 'required' : undefined, p.deprecated ? 'deprecated' : undefined].filter(Boolean).join(', ');
  const lines = [`- ${code(p.name)} (${facts})${p.description ? `: ${oneLine(p.description)}` : ''}`];
  if (p.example !== undefined && !p.hideExample) lines.push(`  - example: ${code(inlineValue(p.example))}`);
  if (p.schema) lines.push(...schemaDetails(p.schema, 1, options.schemaDepth ?? 4));
  return lines;
}

function mediaLines(media: MediaTypeView, options: OperationMarkdownOptions): string[] {
  const lines = [`Content type ${code(media.mediaType)}${media.schema ? `: ${media.schema.refName ? `${code(media.schema.refName)} ` : ''}${media.schema.type}` : ''}`, ''];
  if (media.schema) {
    const tree = schemaLines(media.schema, 0, options.schemaDepth ?? 4);
    if (tree.length) lines.push(...tree, '');
  }
  const example = media.examples[0];
  const value = example ? (options.exampleValue?.(example, media) ?? example.value) : undefined;
  if (value !== undefined) {
    const json = /\bjson\b|\+json/.test(media.mediaType);
    const text = typeof value === 'string' && !json ? value : (jsonText(value, 2) ?? '');
    lines.push(`Example${example?.summary ? ` (${oneLine(example.summary)})` : ''}:`, '', ...fence(text, json ? 'json' : /xml/.test(media.mediaType) ? 'xml' : ''), '');
  }
  return lines;
}

/** A schema's properties (or items, or alternatives) as a nested list, `depth` levels in; a part the model's size budget deferred shows as "…". */
export function schemaLines(node: SchemaNode, depth: number, maxDepth: number): string[] {
  const pad = '  '.repeat(depth);
  if (node.deferred) return [`${pad}- …`];
  if (depth >= maxDepth) return node.properties?.length || node.items ? [`${pad}- …`] : [];
  const out: string[] = [];
  for (const prop of node.properties ?? []) {
    const n = prop.node;
    const facts = [
      typeLabel(n),
      prop.required ? 'required' : undefined,
      n.readOnly ? 'read-only' : undefined,
      n.writeOnly ? 'write-only' : undefined,
      n.deprecated ? 'deprecated' : undefined,
    ]
      .filter(Boolean)
      .join(', ');
    out.push(`${pad}- ${code(prop.name)} (${facts})${n.description ? `: ${oneLine(n.description)}` : ''}`);
    out.push(...schemaDetails(n, depth + 1, maxDepth));
  }
  if (!node.properties?.length && node.items) {
    out.push(`${pad}- items: ${typeLabel(node.items)}${node.items.description ? ` — ${oneLine(node.items.description)}` : ''}`);
    out.push(...schemaLines(node.items, depth + 1, maxDepth));
  }
  if (node.composition) {
    out.push(`${pad}- ${node.composition.kind === 'oneOf' ? 'one of' : 'any of'}:`);
    for (const option of node.composition.options) {
      out.push(`${pad}  - ${oneLine(option.label)}`);
      out.push(...schemaLines(option.node, depth + 2, maxDepth));
    }
  }
  return out;
}

/** Constraints, enum values and nested members of one property or parameter, as sub-items. */
function schemaDetails(node: SchemaNode, depth: number, maxDepth: number): string[] {
  const pad = '  '.repeat(depth);
  const out: string[] = [];
  if (node.deferred) return [`${pad}- …`];
  if (node.enum?.length) out.push(`${pad}- one of: ${node.enum.map((v) => code(inlineValue(v))).join(', ')}`);
  if (node.constraints.length) out.push(`${pad}- ${node.constraints.map((c) => oneLine(constraintText(c))).join('; ')}`);
  if (node.default !== undefined) out.push(`${pad}- default: ${code(inlineValue(node.default))}`);
  if (node.properties?.length || node.items?.properties?.length || node.composition) {
    out.push(...schemaLines(node.items?.properties?.length && !node.properties?.length ? node.items : node, depth, maxDepth));
  }
  return out;
}

function typeLabel(node: SchemaNode): string {
  const base = node.type === 'array' && node.items ? `array of ${node.items.refName ?? node.items.type}` : (node.refName ?? node.type);
  return node.format ? `${base}, ${node.format}` : base;
}

function inlineValue(value: unknown): string {
  return typeof value === 'string' ? value : (jsonText(value) ?? String(value));
}

/** Text on one line (a list item or heading cannot hold a paragraph break). */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function firstLine(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)[0]!
    .trim();
}

/** A code span that holds `text` whatever backticks it contains (CommonMark 6.1). */
export function code(text: string): string {
  const runs = text.match(/`+/g) ?? [];
  const ticks = '`'.repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${oneLine(text)}${pad}${ticks}`;
}

/** A fenced code block longer than any backtick run inside `text`, so the text cannot close it. */
export function fence(text: string, lang: string): string[] {
  const runs = text.match(/`{3,}/g) ?? [];
  const ticks = '`'.repeat(Math.max(3, ...runs.map((r) => r.length + 1)));
  return [`${ticks}${lang}`, text, ticks];
}
