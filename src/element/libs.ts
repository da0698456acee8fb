// The libraries of the element's start-up code that do work as they are evaluated: marked builds
// its grammar's regular expressions, DOMPurify its instance. An entry of the build of its own, so
// that they are a chunk of their own, which the element's chunk imports; dist/spec-doc.js's boot
// evaluates it in a task before the element's chunk (scripts/boot-entry.mjs). Evaluated with the
// element's code in one task, that task ran to 100–108 ms under DevTools on 2 cores (the README's
// Benchmark, eighteenth round), past the 100 that issue 20 allows. Nothing imports this file.
export { Marked } from 'marked';
export { default as DOMPurify } from 'dompurify';
