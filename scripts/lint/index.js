// typescript-eslint, resolved from this folder so that it loads TypeScript 5.9.3 (see package.json).
export { default } from 'typescript-eslint';
