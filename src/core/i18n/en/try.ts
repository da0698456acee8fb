/** English messages of the TRY console, request examples and code samples, responses, the mock server (see index.ts). */
export const tryMessages = {} as const;
