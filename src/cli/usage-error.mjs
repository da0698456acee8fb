// Usage errors (an unknown option, a bad value, a missing --out, a --name count that does not
// match) exit with code 2, as POSIX utilities and most CLIs do, so a script can tell a mistyped
// command from a description that does not load or lint (exit code 1).
import { CliError } from './load.mjs';

/** A command line the CLI cannot run as written: one line on stderr, exit code 2. */
export class UsageError extends CliError {}
