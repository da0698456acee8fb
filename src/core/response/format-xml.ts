import type { TextPrefix } from './text-prefix.js';

/**
 * The `nodeType` values (DOM Standard §4.4) the formatter writes; any other node is skipped.
 * Numbers rather than `Node.ELEMENT_NODE`: core has no DOM.
 */
const ELEMENT = 1;
const TEXT = 3;
const CDATA = 4;
const PROCESSING_INSTRUCTION = 7;
const COMMENT = 8;
const DOCUMENT_TYPE = 10;

/**
 * What the formatter reads of a parsed XML node: the DOM's `Node` (and Element,
 * ProcessingInstruction, DocumentType) has this shape, so a document parsed by the view's
 * DOMParser is passed as it is; tests build plain objects. Typed structurally because core
 * compiles without the DOM.
 */
export interface XmlNodeLike {
  readonly nodeType: number;
  readonly nodeValue: string | null;
  readonly childNodes: ArrayLike<XmlNodeLike>;
  /** Element: the qualified name as written. */
  readonly tagName?: string;
  /** Element: attributes in document order, namespace declarations included. */
  readonly attributes?: ArrayLike<{ readonly name: string; readonly value: string }>;
  /** ProcessingInstruction. */
  readonly target?: string;
  readonly data?: string;
  /** DocumentType. */
  readonly name?: string;
  readonly publicId?: string;
  readonly systemId?: string;
}

/** Escapes XML text, or an attribute value for a double-quoted attribute (XML 1.0 §2.4, §3.1). */
function escapeXml(s: string, attribute = false): string {
  const t = s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return attribute ? t.replace(/"/g, '&quot;') : t;
}

/** The XML declaration (XML 1.0 §2.8) at the start of `text`: the parsed document does not keep it as a node. */
function xmlDeclaration(text: string): string | undefined {
  return /^\s*(<\?xml\s[^?]*\?>)/.exec(text)?.[1];
}

/**
 * A parsed XML document re-indented with two spaces: `text` is the source (for its XML
 * declaration), `nodes` the document's child nodes. An element with one line of text stays on one
 * line, whitespace-only text is dropped (it was indentation), CDATA, comments, processing
 * instructions and the doctype are written back as they were. Stops after `maxLines` lines;
 * undefined when the nesting is too deep for the call stack (the caller shows the text as it came).
 */
export function formatXml(text: string, nodes: ArrayLike<XmlNodeLike>, maxLines: number): TextPrefix | undefined {
  const out: string[] = [];
  const declaration = xmlDeclaration(text);
  if (declaration) out.push(declaration);
  const add = (depth: number, line: string): boolean => {
    if (out.length >= maxLines) return false;
    out.push('  '.repeat(depth) + line);
    return true;
  };
  const walk = (node: XmlNodeLike, depth: number): boolean => {
    switch (node.nodeType) {
      case ELEMENT: {
        const tag = node.tagName ?? '';
        const attrs = Array.from(node.attributes ?? [], (a) => ` ${a.name}="${escapeXml(a.value, true)}"`).join('');
        const children = Array.from(node.childNodes).filter((c) => !(c.nodeType === TEXT && (c.nodeValue ?? '').trim() === ''));
        if (children.length === 0) return add(depth, `<${tag}${attrs}/>`);
        const only = children.length === 1 ? children[0]! : undefined;
        if (only?.nodeType === TEXT && !(only.nodeValue ?? '').includes('\n')) {
          return add(depth, `<${tag}${attrs}>${escapeXml((only.nodeValue ?? '').trim())}</${tag}>`);
        }
        if (!add(depth, `<${tag}${attrs}>`)) return false;
        for (const c of children) if (!walk(c, depth + 1)) return false;
        return add(depth, `</${tag}>`);
      }
      case TEXT:
        return add(depth, escapeXml((node.nodeValue ?? '').trim()));
      case CDATA:
        return add(depth, `<![CDATA[${node.nodeValue ?? ''}]]>`);
      case COMMENT:
        return add(depth, `<!--${node.nodeValue ?? ''}-->`);
      case PROCESSING_INSTRUCTION:
        return add(depth, `<?${node.target ?? ''} ${node.data ?? ''}?>`);
      case DOCUMENT_TYPE: {
        const id = node.publicId ? ` PUBLIC "${node.publicId}" "${node.systemId ?? ''}"` : node.systemId ? ` SYSTEM "${node.systemId}"` : '';
        return add(depth, `<!DOCTYPE ${node.name ?? ''}${id}>`);
      }
      default:
        return true;
    }
  };
  try {
    let complete = true;
    for (const c of Array.from(nodes)) if (!walk(c, 0)) complete = false;
    return { text: out.join('\n'), complete };
  } catch {
    // Nesting too deep for the call stack: the caller shows the text as it came.
    return undefined;
  }
}
