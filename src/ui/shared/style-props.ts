import { nothing } from 'lit';
import { Directive, directive, PartType, type ElementPart, type PartInfo } from 'lit/directive.js';

/**
 * Sets CSS properties (custom properties included) on an element through the CSSOM
 * (`style.setProperty`), removing those no longer given. Lit's `styleMap` writes a `style`
 * attribute on first render, which a strict Content-Security-Policy (`style-src 'self'`, no
 * `'unsafe-inline'`) blocks; CSSOM changes are allowed. Use as `<div ${styleProps({...})}>`.
 */
class StylePropsDirective extends Directive {
  private previous = new Set<string>();

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('styleProps goes on an element: <div ${styleProps({...})}>');
  }

  // The signature declares the directive's argument; update() does the work.
  render(_props: Readonly<Record<string, string | undefined>>): typeof nothing {
    return nothing;
  }

  override update(part: ElementPart, [props]: [Readonly<Record<string, string | undefined>>]): typeof nothing {
    const style = (part.element as HTMLElement).style;
    const next = new Set<string>();
    for (const [name, value] of Object.entries(props)) {
      if (value === undefined || value === '') continue;
      style.setProperty(name, value);
      next.add(name);
    }
    for (const name of this.previous) if (!next.has(name)) style.removeProperty(name);
    this.previous = next;
    return nothing;
  }
}

export const styleProps = directive(StylePropsDirective);
