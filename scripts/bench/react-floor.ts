// React's floor (scripts/bench/react-floor/main.ts) built with the app's Vite, React plugin and
// target, measured as the player's first load is (gzip level 9, every JS file of the build).
// Standalone: `npx tsx scripts/bench/react-floor.ts`.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { REPO_ROOT } from '../../server/db/db.ts'
import { routerWithoutDevWarnings } from '../../build/router-dev-warnings.ts'

export async function benchReactFloor(): Promise<{ jsGzipBytes: number; files: number }> {
  const outDir = mkdtempSync(join(tmpdir(), 'react-floor-'))
  try {
    await build({
      configFile: false,
      root: REPO_ROOT,
      logLevel: 'warn',
      mode: 'production',
      plugins: [react(), routerWithoutDevWarnings()],
      build: {
        outDir,
        emptyOutDir: true,
        target: 'es2020',
        sourcemap: false,
        modulePreload: { polyfill: false },
        copyPublicDir: false,
        rolldownOptions: { input: join(REPO_ROOT, 'scripts/bench/react-floor/main.ts'), checks: { moduleLevelDirective: false } },
      },
    })
    const js = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))
    return { jsGzipBytes: js.reduce((sum, f) => sum + gzipSync(readFileSync(join(outDir, f)), { level: 9 }).length, 0), files: js.length }
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const floor = await benchReactFloor()
  console.log(
    `React's floor (react + react-dom/client + react-router-dom, one route): ${(floor.jsGzipBytes / 1024).toFixed(1)} KB JS gzip in ${floor.files} files`,
  )
}
