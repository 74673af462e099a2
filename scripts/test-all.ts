// `npm test`: everything that proves the product, in order of speed. Stops at the first failure.
import { spawnSync } from 'node:child_process'

const steps: [string, string][] = [
  ['database types current', 'tsx scripts/gen-types.ts --check'],
  ['typecheck', 'tsc -b'],
  ['lint', 'eslint . --max-warnings 0'],
  ['unit, component and integration tests', 'vitest run'],
  ['end-to-end tests (Chromium)', 'playwright test'],
]

const only = process.argv.slice(2)
let passed = 0
for (const [name, cmd] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue
  console.log(`\n=== ${name}: ${cmd}`)
  const started = Date.now()
  const r = spawnSync(cmd, { stdio: 'inherit', shell: true, env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } })
  console.log(`=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  if (r.status !== 0) {
    console.log(`\n${passed} passed, 1 failed`)
    process.exit(r.status ?? 1)
  }
  passed++
}
console.log(`\n${passed} passed, 0 failed`)
