// Helpers that turn the test fixtures into ready-to-serve text.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Absolute path of a file in test/fixtures. */
export function fixturePath(name) {
  return fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
}

/**
 * The "Authentication Demo" description (test/fixtures/auth-demo.yaml) with its placeholders
 * filled in: `{{ECHO_URL}}` → echoUrl (trailing slash dropped), `{{AUTH_URL}}` → authUrl
 * (default `${echoUrl}/oauth/authorize`), `{{TOKEN_URL}}` → tokenUrl (default
 * `${echoUrl}/oauth/token`).
 *
 * @param {{ echoUrl: string, authUrl?: string, tokenUrl?: string }} options
 * @returns {string} YAML text
 */
export function authDemoText({ echoUrl, authUrl, tokenUrl }) {
  if (!echoUrl) throw new Error('authDemoText: echoUrl is required');
  const echo = echoUrl.replace(/\/+$/, '');
  const values = {
    ECHO_URL: echo,
    AUTH_URL: authUrl ?? `${echo}/oauth/authorize`,
    TOKEN_URL: tokenUrl ?? `${echo}/oauth/token`,
  };
  const text = readFileSync(fixturePath('auth-demo.yaml'), 'utf8');
  return text.replace(/\{\{(ECHO_URL|AUTH_URL|TOKEN_URL)\}\}/g, (_, key) => values[key]);
}
