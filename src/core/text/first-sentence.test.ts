import { describe, expect, it } from 'vitest';
import { firstSentence, SHORT_PARAGRAPH } from './first-sentence.js';

/** Running text longer than a short paragraph, to follow a first sentence. */
const TAIL = ' The rest goes on about the field at length, with more words than a row shows at first. '.repeat(3).trimEnd();

describe('firstSentence', () => {
  const cases: [string, string, string, boolean][] = [
    ['an empty description', '', '', false],
    ['a short paragraph, whole', 'The pet’s name. Shown on the collar.', 'The pet’s name. Shown on the collar.', false],
    ['a short first paragraph, whole, with more after it', 'The pet’s name. Shown on the collar.\n\nSecond paragraph.', 'The pet’s name. Shown on the collar.', true],
    ['a long paragraph: its first sentence', `The amount in cents.${TAIL}`, 'The amount in cents.', true],
    ['not at "e.g." or "i.e."', `A code, e.g. USD or EUR, i.e. ISO 4217. Next.${TAIL}`, 'A code, e.g. USD or EUR, i.e. ISO 4217.', true],
    ['not at "etc." followed by a lower-case word', `Cards, wallets etc. are accepted here. Next.${TAIL}`, 'Cards, wallets etc. are accepted here.', true],
    ['not at a decimal', `A ratio such as 1.5 or 0.25 of the total. Next.${TAIL}`, 'A ratio such as 1.5 or 0.25 of the total.', true],
    ['not at the dots of a bare URL', `See https://example.com/docs/v1.2/a.html for details. Next.${TAIL}`, 'See https://example.com/docs/v1.2/a.html for details.', true],
    ['not inside a link’s text', `Read [the guide. It helps](https://x.example/g) first. Next.${TAIL}`, 'Read [the guide. It helps](https://x.example/g) first.', true],
    ['not inside a link’s target', `Read [the guide](https://x.example/a. B) first. Next.${TAIL}`, 'Read [the guide](https://x.example/a. B) first.', true],
    ['not inside a code span', 'Set `a. B` or ``x. `y` Z`` to enable. Next.' + TAIL, 'Set `a. B` or ``x. `y` Z`` to enable.', true],
    ['not inside an autolink', `Mail <ops@example.com> or <https://x.example/a. B> now. Next.${TAIL}`, 'Mail <ops@example.com> or <https://x.example/a. B> now.', true],
    ['not inside strong text', `A **very. Important** value. Next.${TAIL}`, 'A **very. Important** value.', true],
    ['not at an initial', `Named after J. Smith, its author. Next.${TAIL}`, 'Named after J. Smith, its author.', true],
    ['with closing punctuation kept', `It is "done." Then more.${TAIL}`, 'It is "done."', true],
    ['with emphasis kept', `*Deprecated.* Use another field.${TAIL}`, '*Deprecated.*', true],
    ['at a question or exclamation mark', `Why? Because.${TAIL}`, 'Why?', true],
    ['across a soft line break', `First line ends here.\nSecond line.${TAIL}`, 'First line ends here.', true],
    ['a long paragraph of one sentence: whole', 'word '.repeat(60).trim() + '.', 'word '.repeat(60).trim() + '.', false],
    ['a long list: whole first block', `- item one. Two.${TAIL}\n- item two`, `- item one. Two.${TAIL}\n- item two`, false],
    ['a fenced block with a blank line inside: to its fence', '```\na\n\nb\n```\n\nAfter.', '```\na\n\nb\n```', true],
    ['Windows line ends', 'Short.\r\n\r\nMore.', 'Short.', true],
  ];
  it.each(cases)('%s', (_name, text, lead, more) => expect(firstSentence(text)).toEqual({ lead, more }));

  it('never returns more than the description, and a long cut lead ends at a sentence', () => {
    const long = 'A sentence of many words that goes on. '.repeat(10);
    const { lead, more } = firstSentence(long);
    expect(long.length).toBeGreaterThan(SHORT_PARAGRAPH);
    expect(lead).toBe('A sentence of many words that goes on.');
    expect(more).toBe(true);
  });

  it('cuts a short paragraph at its first sentence too when asked to (short = 0)', () => {
    expect(firstSentence('Basic HTTP authentication. Allowed headers-- Authorization: Basic <api_key>', 0)).toEqual({ lead: 'Basic HTTP authentication.', more: true });
    expect(firstSentence('One sentence only.', 0)).toEqual({ lead: 'One sentence only.', more: false });
    expect(firstSentence('- a list. Two.', 0)).toEqual({ lead: '- a list. Two.', more: false });
  });

  it('takes one pass over a huge paragraph without sentence ends', () => {
    const huge = 'x'.repeat(1_000_000);
    expect(firstSentence(huge)).toEqual({ lead: huge, more: false });
  });
});
