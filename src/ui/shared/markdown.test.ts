import { describe, expect, it } from 'vitest';
import type { TemplateResult } from 'lit';
import { renderMarkdown } from './markdown.js';

describe('renderMarkdown', () => {
  it('renders one plain line as a paragraph holding the text, escaped by Lit, without marked or DOMPurify (no DOM here)', () => {
    const text = 'The ID of the "charge", or 100% = $1.';
    const result = renderMarkdown(text) as TemplateResult;
    expect(result.strings.join('')).toBe('<p></p>');
    expect(result.values).toEqual([text]);
  });
});
