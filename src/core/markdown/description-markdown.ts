import type { OperationDetail, OperationSummary, Outline } from '../model/types.js';
import { code } from './operation-markdown.js';

/** One operation's Markdown page, as `llms.txt` links it. */
export interface MarkdownPage {
  op: OperationSummary;
  /** Where the page is, relative to llms.txt ("operations/get-pets.md"). */
  href: string;
}

/**
 * The overview part of a whole-API Markdown document: title and version, summary, description,
 * servers and authentication, one line each. Operations follow, written by `operationMarkdown`
 * at level 3 under one `##` heading per tag (see `descriptionMarkdown`).
 */
export function overviewMarkdown(outline: Outline): string {
  const { info } = outline;
  const out = [`# ${oneLine(info.title || 'API')}${info.version ? ` ${oneLine(info.version)}` : ''}`, ''];
  if (info.summary) out.push(`> ${oneLine(info.summary)}`, '');
  if (info.description) out.push(info.description.trim(), '');
  if (outline.servers.length) {
    out.push('## Servers', '');
    for (const s of outline.servers) out.push(`- ${code(s.url)}${s.description ? `: ${oneLine(s.description)}` : ''}`);
    out.push('');
  }
  if (outline.securitySchemes?.length) {
    out.push('## Authentication', '');
    for (const s of outline.securitySchemes) {
      const how = s.type === 'apiKey' ? `API key in ${s.in ?? '?'} ${code(s.name ?? '')}` : s.type === 'http' ? `HTTP ${s.scheme ?? ''}` : s.type;
      out.push(`- ${code(s.id)} (${how.trim()})${s.description ? `: ${oneLine(s.description)}` : ''}`);
    }
    out.push('');
  }
  return out.join('\n');
}

/**
 * The whole description as one Markdown document: the overview, then each tag as a `##`
 * section with its operations (`operationText` writes each one, at level 3).
 */
export function descriptionMarkdown(outline: Outline, operationText: (op: OperationSummary) => string): string {
  const out = [overviewMarkdown(outline)];
  const byId = new Map(outline.operations.map((op) => [op.id, op]));
  for (const tag of outline.tags) {
    const ops = tag.operations.map((id) => byId.get(id)).filter((op): op is OperationSummary => op !== undefined);
    if (!ops.length) continue;
    out.push(`## ${oneLine(tag.displayName)}`, '');
    if (tag.description) out.push(tag.description.trim(), '');
    for (const op of ops) out.push(operationText(op).trim(), '');
  }
  if (outline.webhooks.length) {
    out.push('## Webhooks', '');
    for (const op of outline.webhooks) out.push(operationText(op).trim(), '');
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/**
 * `llms.txt` in the llmstxt.org form: the API's title as the one `#` heading, its summary as a
 * blockquote, then a `##` section per tag listing links to one Markdown page per operation
 * (`- [Summary](href): METHOD /path`), and an Optional section linking the whole-API file.
 */
export function llmsTxt(outline: Outline, pages: MarkdownPage[], wholeApiHref: string): string {
  const { info } = outline;
  const out = [`# ${oneLine(info.title || 'API')}`, ''];
  const summary = info.summary ?? firstSentence(info.description ?? '');
  if (summary) out.push(`> ${oneLine(summary)}`, '');
  out.push(
    `Reference for ${oneLine(info.title || 'this API')}${info.version ? ` version ${oneLine(info.version)}` : ''}: one Markdown page per operation, and the whole API in one file.`,
    '',
  );
  const byId = new Map(pages.map((p) => [p.op.id, p]));
  const link = (p: MarkdownPage) => `- [${linkText(p.op.summary || `${p.op.method.toUpperCase()} ${p.op.path}`)}](${p.href}): ${p.op.method.toUpperCase()} ${oneLine(p.op.path)}`;
  for (const tag of outline.tags) {
    const listed = tag.operations.map((id) => byId.get(id)).filter((p): p is MarkdownPage => p !== undefined);
    if (!listed.length) continue;
    out.push(`## ${oneLine(tag.displayName)}`, '', ...listed.map(link), '');
  }
  const hooks = outline.webhooks.map((op) => byId.get(op.id)).filter((p): p is MarkdownPage => p !== undefined);
  if (hooks.length) out.push('## Webhooks', '', ...hooks.map(link), '');
  out.push('## Optional', '', `- [The whole API](${wholeApiHref}): every operation in one Markdown file`, '');
  return out.join('\n');
}

/** A file name for an operation's page: its id with anything but letters, digits, `-`, `_` and `.` made `-`. */
export function markdownFileName(op: Pick<OperationDetail, 'id'>): string {
  return `${
    op.id
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '') || 'operation'
  }.md`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Link text cannot hold unescaped brackets (they would end the link early). */
function linkText(text: string): string {
  return oneLine(text).replace(/[[\]\\]/g, '\\$&');
}

function firstSentence(text: string): string {
  const para = text.trim().split(/\n\s*\n/)[0] ?? '';
  const m = /^(.+?[.!?])(\s|$)/.exec(para);
  return (m?.[1] ?? para).slice(0, 300);
}
