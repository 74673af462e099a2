import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Vitest's default on a 2-core machine is ONE worker (cores - 1). Most of our files wait on
      // I/O (HTTP to a backend, child processes, fsync), so two workers run them in about half
      // the time; the tests wait for conditions, never for fixed times, so sharing cores is safe.
      maxWorkers: 2,
      // Two projects, so only what renders pays for a DOM: `.ts` tests (pure functions, the data
      // module, integration, security and postgres tests) run in Node; `.tsx` tests (components,
      // hooks) in jsdom with jest-dom's matchers. A `.ts` test that needs a DOM says so with a
      // `// @vitest-environment jsdom` comment at its top.
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            // Child processes, not worker threads. Threads were faster (V8 shares PGlite's
            // compiled WebAssembly between the threads of one process: the suite 276 s instead of
            // 308 s on 2 cores), but V8 can then abort the whole process while freeing that code
            // ("Check failed: jit_page_->allocations_.erase(addr) == 1", nodejs/node#64500): seen
            // here once in a run. A crash that fails CI at random costs more than 30 s.
            pool: 'forks',
            // PGlite's Postgres is a large WebAssembly module that every test file (and every CLI
            // the ops tests start) compiles afresh and uses for seconds: V8's optimizing tier is
            // wasted work there. Liftoff only: a backend starts with ~4.5 s of CPU instead of ~8 s,
            // the integration files took 65 s instead of 95 s. The app's own server keeps V8's
            // defaults. (A V8 flag: NODE_OPTIONS can't carry it, so it goes to each fork.)
            execArgv: ['--liftoff-only'],
            setupFiles: ['tests/unit/setup-i18n.ts'],
            include: [
              'tests/unit/**/*.test.ts',
              'src/**/*.test.ts',
              'tests/integration/**/*.test.ts',
              'tests/security/**/*.test.ts',
              'tests/postgres/**/*.test.ts',
              'tests/ops/**/*.test.ts',
            ],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            // Worker threads start a file's jsdom faster than child processes: the component
            // tests took 85 s instead of 122 s (2 cores). Each file still gets its own module graph.
            pool: 'threads',
            include: ['tests/unit/**/*.test.tsx', 'src/**/*.test.tsx'],
            setupFiles: ['tests/unit/setup.ts'],
          },
        },
      ],
    },
  }),
)
