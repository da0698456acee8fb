/** English messages of authentication and OAuth 2.0: scheme cards, credential inputs, flows, tokens (see index.ts). */
export const authMessages = {} as const;
