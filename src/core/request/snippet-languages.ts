/*
 * The languages of generated code snippets, in menu order. A small module of its own: the UI
 * lists them without loading the generator (generate-snippet.ts, a lazy chunk).
 */

/** One language of the request example's "Generated" group of languages: httpsnippet's target and client, and the highlighter's language. */
export interface SnippetLanguage {
  id: string;
  label: string;
  /** httpsnippet target and client; none for cURL, which is the console's own `toCurl`. */
  target?: string;
  client?: string;
  /** The language name given to the highlighter. */
  highlight: string;
}

/** Every generated language (ids are stable: they are remembered as the reader's choice). */
export const SNIPPET_LANGUAGES = [
  { id: 'curl', label: 'cURL', highlight: 'shell' },
  { id: 'httpie', label: 'HTTPie', target: 'shell', client: 'httpie', highlight: 'shell' },
  { id: 'javascript', label: 'JavaScript (fetch)', target: 'javascript', client: 'fetch', highlight: 'javascript' },
  { id: 'node', label: 'Node.js (fetch)', target: 'node', client: 'fetch', highlight: 'javascript' },
  { id: 'python', label: 'Python (requests)', target: 'python', client: 'requests', highlight: 'python' },
  { id: 'go', label: 'Go', target: 'go', client: 'native', highlight: 'go' },
  { id: 'java', label: 'Java (java.net.http)', target: 'java', client: 'nethttp', highlight: 'java' },
  { id: 'csharp', label: 'C# (HttpClient)', target: 'csharp', client: 'httpclient', highlight: 'csharp' },
  { id: 'php', label: 'PHP (cURL)', target: 'php', client: 'curl', highlight: 'php' },
  { id: 'ruby', label: 'Ruby (Net::HTTP)', target: 'ruby', client: 'native', highlight: 'ruby' },
  { id: 'swift', label: 'Swift (URLSession)', target: 'swift', client: 'urlsession', highlight: 'swift' },
  { id: 'kotlin', label: 'Kotlin (OkHttp)', target: 'kotlin', client: 'okhttp', highlight: 'kotlin' },
  { id: 'powershell', label: 'PowerShell', target: 'powershell', client: 'webrequest', highlight: 'powershell' },
] as const satisfies readonly SnippetLanguage[];

/** A generated language's id. */
export type SnippetLanguageId = (typeof SNIPPET_LANGUAGES)[number]['id'];

/** The language with this id, or undefined (for a remembered id that no longer exists). */
export function snippetLanguage(id: string): SnippetLanguage | undefined {
  return SNIPPET_LANGUAGES.find((l) => l.id === id);
}
