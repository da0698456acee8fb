/** English messages of reading: overview, servers, operations, parameters, schemas, responses, examples, components (see index.ts). */
export const referenceMessages = {} as const;
