import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Browser tests share one Chromium per file; two cores, so keep parallelism modest.
    maxWorkers: 2,
    // expect.poll waits for something that is on its way (a batch after painted frames, a
    // response event). Its default of one second was outrun under the whole suite's load on two
    // cores (a CI run, 2026-11-27); a poll that holds returns as soon as it does.
    expect: { poll: { timeout: 10_000 } },
  },
});
