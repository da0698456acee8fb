/// <reference lib="webworker" />
import { modelMarkdown } from '../core/markdown/model-markdown.js';

// dist/spec-doc-markdown.js: the Markdown builder (with the request assembly its cURL examples
// need) as a classic script of its own, which the description worker loads with importScripts on
// the first Copy as Markdown or getMarkdown, so the worker every page starts stays without it.
declare const self: WorkerGlobalScope & { specDocMarkdown?: { modelMarkdown: typeof modelMarkdown } };

self.specDocMarkdown = { modelMarkdown };
