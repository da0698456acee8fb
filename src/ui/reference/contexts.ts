import { createContext } from '@lit/context';
import type { DescriptionStore } from '../../worker/store.js';
import type { TryOptions } from '../try/try-options.js';
import type { SchemaSettings, SchemaTab } from './schema-settings.js';

// What <spec-doc> shares with the views inside it: it provides each value (ContextProvider) and
// replaces it when its inputs change; views consume them with `@consume({ subscribe: true })`,
// however deep they sit and whenever they are built (sections, schema trees and media types are
// made on demand, long after the element rendered). String keys, not symbols: the internal
// elements are registered once per page, so a second copy of the bundle (spec-doc/class under
// another tag) renders them and must find the same contexts.

/** The loaded description's store (details on demand; `baseUrl` resolves its relative links); undefined before a load. */
export const storeContext = createContext<DescriptionStore | undefined>('spec-doc-store');

/** schema-style, schema-expand-level, schema-description-expanded, the toggle and the read/write-only rules. */
export const schemaSettingsContext = createContext<SchemaSettings>('spec-doc-schema-settings');

/** default-schema-tab: the tab a request or response body shows first. */
export const defaultSchemaTabContext = createContext<SchemaTab>('spec-doc-default-schema-tab');

/** What every TRY console shares (active server, fill, cURL, credentials, auth state); one object until a value changes. */
export const tryOptionsContext = createContext<TryOptions>('spec-doc-try-options');
