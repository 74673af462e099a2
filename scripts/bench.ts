// `npm run bench`: speed and size figures, printed (never asserted in tests: shared, noisy
// machines). Builds the app first so the figures describe the current code.
import { execSync } from 'node:child_process'

type Figure = { name: string; value: string; target: string; ok: boolean | null }
const figures: Figure[] = []

execSync('npx vite build --logLevel warn', { stdio: 'inherit' })

const { benchFirstLoad } = await import('./bench/first-load.ts')
const first = await benchFirstLoad()
figures.push({ name: "player's first visit to a team link: JS (gzip)", value: `${(first.jsGzipBytes / 1024).toFixed(1)} KB in ${first.files.length} files`, target: '≤ 120 KB', ok: first.jsGzipBytes <= 120 * 1024 })

const { benchImage } = await import('./bench/image.ts')
const img = await benchImage()
figures.push({ name: '12 MP JPEG crop + encode: ours (worker, one pass)', value: `${img.ourMs.toFixed(0)} ms → ${(img.ourOutputBytes / 1024).toFixed(0)} KB`, target: '', ok: null })
figures.push({ name: "12 MP JPEG: spec's browser-image-compression chain", value: `${img.specChainMs.toFixed(0)} ms → ${(img.specOutputBytes / 1024).toFixed(0)} KB`, target: '', ok: null })
figures.push({ name: 'ratio ours / spec chain', value: `${img.ratio.toFixed(2)}×`, target: '≤ 0.5×', ok: img.ratio <= 0.5 })

const { benchAdminGrid } = await import('./bench/admin-grid.ts')
const grid = await benchAdminGrid()
figures.push({ name: `admin team page, grid of ${grid.players} players: image bytes`, value: `${(grid.imageBytes / 1024 / 1024).toFixed(2)} MB`, target: '≤ 1.5 MB', ok: grid.imageBytes <= 1.5 * 1024 * 1024 })

const { benchUploads } = await import('./bench/uploads.ts')
const up = await benchUploads()
const perSecond = (n: number) => `${n.toFixed(1)} /s (${(n / up.memoryPerSecond).toFixed(2)}× in memory)`
figures.push({ name: 'uploads per second (begin → 2 objects → finish), in memory', value: `${up.memoryPerSecond.toFixed(1)} /s`, target: 'anchor', ok: null })
figures.push({ name: 'uploads per second, data folder with fsync off (as before)', value: perSecond(up.relaxedPerSecond), target: '', ok: null })
figures.push({ name: 'uploads per second, data folder, durable (npm start)', value: perSecond(up.durablePerSecond), target: '', ok: null })

console.log('\nBenchmarks')
for (const f of figures) {
  const mark = f.ok === null ? ' ' : f.ok ? '✓' : '✗'
  console.log(` ${mark} ${f.name.padEnd(58)} ${f.value.padEnd(24)} ${f.target}`)
}
process.exit(0)
