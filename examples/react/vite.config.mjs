import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// JSX is compiled by Vite itself (automatic runtime); @vitejs/plugin-react adds Fast Refresh for development.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: fileURLToPath(new URL('../public', import.meta.url)),
  oxc: { jsx: { runtime: 'automatic' } },
});
