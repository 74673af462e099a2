// `npm test`: everything that proves the product, in order of speed. Stops at the first failing
// stage. The static checks are single-threaded and independent, so they run side by side (each
// one's output is printed whole when it ends); the test stages use every core themselves.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { ensureTestNeeds } from './test-needs.ts'

type Step = [name: string, cmd: string]

const stages: Step[][] = [
  [
    // Liftoff-only WebAssembly, as in vitest.config.ts: the check builds the schema from every
    // migration in PGlite, whose large module V8's optimizing tier would compile for nothing.
    ['database types current', 'node --liftoff-only --import tsx scripts/gen-types.ts --check'],
    ['typecheck', 'tsc -b'],
    ['lint', 'eslint . --max-warnings 0'],
    ['formatting', 'prettier --check .'],
  ],
  [['unit, component and integration tests', 'vitest run']],
  // One Playwright run: one build, and the WebKit and Firefox projects (tests/engines) share its
  // two workers with the Chromium specs, so the slow engines start while Chromium tests run.
  // Liftoff-only WebAssembly in the runner and its workers (they inherit its flags), which start
  // the local backends: PGlite compiles faster, as in vitest.config.ts. `npx playwright test`
  // runs the same tests with V8's defaults.
  [['end-to-end tests (Chromium, WebKit, Firefox)', 'node --liftoff-only node_modules/@playwright/test/cli.js test']],
]

const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' }

function run([name, cmd]: Step, alone: boolean): Promise<boolean> {
  console.log(`\n=== ${name}: ${cmd}`)
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(cmd, { shell: true, env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    child.stdout?.on('data', (c: Buffer) => out.push(c))
    child.stderr?.on('data', (c: Buffer) => out.push(c))
    child.on('close', (code) => {
      if (out.length) process.stdout.write(Buffer.concat(out))
      console.log(`=== ${name}: ${code === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
      resolve(code === 0)
    })
  })
}

/**
 * CPU seconds of every child process ended so far (Linux' cutime + cstime, in clock ticks of
 * 1/100 s), or null elsewhere. On a busy machine a stage's wall time says little; its CPU time
 * says what it costs.
 */
function childCpuSeconds(): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return null
  }
}

/**
 * The machine's busy and total CPU time, all cores, from /proc/stat (Linux), or null elsewhere.
 * The CPU time above misses much of what the browsers use (not all of their processes are waited
 * for by ours), so for the end-to-end stage only this says whether the cores were busy or
 * waiting; on a machine that runs nothing else it is the stage's own share.
 */
function machineCpu(): { busy: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number)
    const idle = fields[3]! + fields[4]! // idle + iowait
    const total = fields.slice(0, 8).reduce((a, b) => a + b, 0) // without guest time, already in user
    return { busy: total - idle, total }
  } catch {
    return null
  }
}

const only = process.argv.slice(2)
if (!ensureTestNeeds()) process.exit(1)
let passed = 0
for (const stage of stages) {
  const steps = stage.filter(([name]) => !only.length || only.some((o) => name.includes(o)))
  const cpuBefore = childCpuSeconds()
  const machineBefore = machineCpu()
  const results = await Promise.all(steps.map((s) => run(s, steps.length === 1)))
  const cpuAfter = childCpuSeconds()
  const machineAfter = machineCpu()
  if (steps.length && cpuBefore !== null && cpuAfter !== null) {
    const busy =
      machineBefore && machineAfter && machineAfter.total > machineBefore.total
        ? `; the machine's cores ${(((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) * 100).toFixed(0)} % busy`
        : ''
    console.log(
      `=== ${steps.map(([name]) => name).join(', ')}: ${(cpuAfter - cpuBefore).toFixed(0)} s of CPU in the processes it waited for${busy}`,
    )
  }
  const failed = results.filter((ok) => !ok).length
  passed += results.length - failed
  if (failed) {
    console.log(`\n${passed} passed, ${failed} failed`)
    process.exit(1)
  }
}
console.log(`\n${passed} passed, 0 failed`)
