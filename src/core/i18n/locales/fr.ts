import type { Catalogue } from '../en/index.js';

/** TODO translation in progress */
const catalogue: Catalogue = {};

export default catalogue;
