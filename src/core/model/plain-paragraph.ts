/**
 * Whether Markdown text is one plain paragraph: marked renders it as `<p>`, the text escaped and
 * `</p>`, nothing else, so the page can show it as text without marked, DOMPurify and a Lit
 * template made for each HTML string. Most descriptions are such a line (of the five largest
 * descriptions in `../shared/specs`: Stripe 67 %, Loket 75 %, GitHub 81 %, Kubernetes 83 %,
 * Cloudflare 85 % of their `description`s), and an operation with a large schema has hundreds of
 * them: under DevTools one of Stripe's bodies took a 105 ms task, half of it in rendering them
 * through marked and DOMPurify (the README's Benchmark, fifteenth round). Written by hand
 * because it is the test that lets that work be skipped; it is conservative: letters and digits
 * in any script, blanks and `,.;:()'"?/%=+$-` only, on one line, starting with a letter or digit
 * and not ending with a blank, no list marker (`1.`, `1)`), no autolink (`://`, `www.`). Anything
 * else goes through marked. `plain-paragraph.test.ts` checks it against marked itself.
 */
export function isPlainParagraph(text: string): boolean {
  return PLAIN.test(text) && !LIST_MARKER.test(text) && !AUTOLINK.test(text);
}

const PLAIN = /^[\p{L}\p{N}](?:[\p{L}\p{N} ,.;:()'"?/%=+$-]*[\p{L}\p{N},.;:()'"?/%=+$-])?$/u;
const LIST_MARKER = /^\d{1,9}[.)](?: |$)/;
const AUTOLINK = /:\/\/|www\./i;
