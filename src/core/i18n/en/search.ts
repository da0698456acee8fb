import { registerEnglish } from '../english.js';

/** English messages of the search dialog (see index.ts): a lazy chunk with the dialog (search-dialog.ts). */
export const searchMessages = {
  // The search dialog.
  'search.dialog': 'API search',
  'search.input': 'Search the API',
  'search.placeholder': 'Search paths, summaries, parameters…',
  'search.close': 'Close',
  'search.results': 'Search results',
  'search.count': '{count, plural, =0 {No results} one {# result} other {# results}}',
  // A webhook's badge in the results: the method is the HTTP method, shown as written.
  'search.webhook': 'webhook {method}',
  // fields: the names of the fields a result matched in (search.field), joined by commas.
  'search.matched': 'matched: {fields}',
  // A field a result matched in; operationId (the format's own name) and any other field stay as written.
  'search.field':
    '{field, select, method {method} path {path} summary {summary} tags {tag} parameters {parameter} requestBody {request body} description {description} responses {response} other {{field}}}',
} as const;

registerEnglish(searchMessages);
