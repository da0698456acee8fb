import type { CSSResultGroup } from 'lit';
import { baseStyles } from './base-styles.js';
import { headerStyles } from './header-styles.js';
import { navStyles } from '../reference/nav-styles.js';
import { operationStyles } from '../reference/operation-styles.js';
import { schemaStyles } from '../reference/schema-styles.js';
import { overviewStyles } from '../reference/overview-styles.js';
import { operationLayoutStyles } from '../reference/operation-layout-styles.js';
import { printStyles } from './print-styles.js';

/** Styles of the whole element, one sheet per area (print last, so it overrides); colours go through custom properties so themes just set them. */
export const styles: CSSResultGroup = [baseStyles, headerStyles, navStyles, operationStyles, schemaStyles, overviewStyles, operationLayoutStyles, printStyles];
