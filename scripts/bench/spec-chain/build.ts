// A second build of the real app for the bench, with the spec's naive image chain
// (spec-chain/image.ts) in place of src/lib/image: same wizard, same upload, same server.
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { build, type Plugin } from 'vite'
import { REPO_ROOT } from '../../../server/db/db.ts'

const CHAIN = join(REPO_ROOT, 'scripts/bench/spec-chain/image.ts')
const REAL = join(REPO_ROOT, 'src/lib/image')
const LIB_FILE = join(REPO_ROOT, 'node_modules/browser-image-compression/dist/browser-image-compression.js')

function specChain(): Plugin {
  return {
    name: 'bench-spec-chain',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.startsWith(join(REPO_ROOT, 'scripts/bench/spec-chain'))) return null
      if (source === '@/lib/image' || source === REAL || source === `${REAL}/index` || source === `${REAL}/index.ts`) return CHAIN
      return null
    },
  }
}

/** Builds into `outDir` and puts the library's worker script where spec-chain/image.ts asks for it. */
export async function buildSpecChainApp(outDir: string): Promise<void> {
  await build({
    root: REPO_ROOT,
    configFile: join(REPO_ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    mode: 'demo', // for the local backend (a production build wants a hosted project)
    plugins: [specChain()],
    build: { outDir, emptyOutDir: true },
  })
  mkdirSync(join(outDir, 'bench'), { recursive: true })
  copyFileSync(LIB_FILE, join(outDir, 'bench/browser-image-compression.js'))
  const chunks = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js'))
  if (!chunks.some((f) => readFileSync(join(outDir, 'assets', f), 'utf8').includes('maxWidthOrHeight'))) {
    throw new Error('the spec-chain build does not contain browser-image-compression: the redirect of @/lib/image missed')
  }
}
