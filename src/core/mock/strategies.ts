/**
 * How a comma list in mock-server-status-code is walked: always its first code, each code in
 * turn per operation, or a random one. Apart from the rest of the mock so that the element's
 * bundle can check the attribute without loading the mock.
 */
export const MOCK_STATUS_STRATEGIES = ['first', 'cycle', 'random'] as const;
export type MockStatusStrategy = (typeof MOCK_STATUS_STRATEGIES)[number];
