#!/usr/bin/env node
// The `spec-doc` command (serve, build, lint). The code is bundled into dist/cli/ by the build.
import { main } from '../dist/cli/spec-doc-cli.js';

const code = await main(process.argv.slice(2));
if (code !== undefined) process.exitCode = code;
