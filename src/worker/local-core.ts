// The in-page half of the core, imported lazily by LocalStore so pages that use the worker never load it.
export { loadDescription, httpTextFetcher } from '../core/load/load-description.js';
export { DescriptionModel } from '../core/model/description-model.js';
export { SearchIndex } from '../core/search/search-index.js';
export { modelMarkdown } from '../core/markdown/model-markdown.js';
