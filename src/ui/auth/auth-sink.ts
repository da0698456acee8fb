import type { Credential } from '../../core/security/required-security.js';
import type { TokenInfo } from '../try/try-options.js';

/**
 * What the authentication views ask of the element's credential store (AuthController): the
 * section sets and clears what the reader enters, each OAuth flow stores the token it obtained.
 * Its own module so the section and the flows share it without importing each other.
 */
export interface AuthSink {
  set(id: string, credential: Credential, token?: TokenInfo): boolean;
  clear(id: string): void;
}
