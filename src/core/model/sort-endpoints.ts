/** Sort orders for operations inside a tag (`sort-endpoints-by`); its own module so the page's bundle can validate the attribute without the outline builder. */
export const SORT_ENDPOINTS_BY = ['path', 'method', 'summary', 'none'] as const;
export type SortEndpointsBy = (typeof SORT_ENDPOINTS_BY)[number];
