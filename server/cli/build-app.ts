// `npm start`'s build: into a folder beside DIST_DIR, swapped into place by rename only once it
// is complete. A build that fails or is interrupted leaves DIST_DIR as it was (its folder is
// removed then, or at the next start); a portal serving DIST_DIR sees the old build or the new
// one, never a half-built or emptied folder.
import { existsSync } from 'node:fs'
import { readdir, rename, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { REPO_ROOT } from '../db/db.ts'
import { pidAlive } from '../db/data-dir-lock.ts'
import { DEMO_MODE } from '../../build/hosted-env.ts'

export type Builder = (outDir: string) => Promise<void>

/** Vite's build of the app for the local backend (mode demo: no hosted project) into `outDir`. */
export const viteBuild: Builder = async (outDir) => {
  const { build } = await import('vite')
  const started = Date.now()
  console.log('Building the app …')
  // Warnings and errors only: the list of every file built says nothing to someone starting the portal.
  await build({ root: REPO_ROOT, mode: DEMO_MODE, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
}

/** Folders earlier builds left beside `distDir` when they were interrupted. */
async function removeLeftovers(distDir: string): Promise<void> {
  const prefix = `${basename(distDir)}.`
  const leftover = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:building|old)-(\\d+)$`)
  for (const name of await readdir(dirname(distDir)).catch(() => [] as string[])) {
    const pid = Number(leftover.exec(name)?.[1] ?? NaN)
    if (pid && (pid === process.pid || !pidAlive(pid))) await rm(join(dirname(distDir), name), { recursive: true, force: true })
  }
}

/**
 * Builds into `{distDir}.building-{pid}`, then swaps it in: the old folder is renamed aside and
 * the new one renamed to `distDir` (two renames on the same disk; Node has no atomic exchange of
 * two folders), then the old one is deleted.
 */
export async function buildAndSwap(distDir: string, build: Builder = viteBuild): Promise<void> {
  await removeLeftovers(distDir)
  const next = `${distDir}.building-${process.pid}`
  const old = `${distDir}.old-${process.pid}`
  try {
    await build(next)
    if (!existsSync(join(next, 'index.html'))) throw new Error(`The build wrote no index.html into ${next}`)
  } catch (e) {
    await rm(next, { recursive: true, force: true })
    throw e
  }
  const hadOld = existsSync(distDir)
  if (hadOld) await rename(distDir, old)
  try {
    await rename(next, distDir)
  } catch (e) {
    if (hadOld) await rename(old, distDir)
    await rm(next, { recursive: true, force: true })
    throw e
  }
  if (hadOld) await rm(old, { recursive: true, force: true })
}
