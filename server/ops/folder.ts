// The data folder as the operations commands see it: is a portal using it (the lock startServer
// takes, db/data-dir-lock.ts), where a running one can be reached (ops.json), taking the lock while a
// command works on a stopped folder, and writing snapshot folders durably (fsync, then rename).
import { createHash } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import { lockDataDir, lockHolder } from '../db/data-dir-lock.ts'
import { fsyncPath, fsyncTree } from '../db/durable-fs.ts'

/** Written by a running portal (mode 600): its loopback URL and the token for /ops/v1. */
export const OPS_FILE = 'ops.json'

export type OpsInfo = { pid: number; url: string; token: string }

async function opsInfo(dataDir: string): Promise<OpsInfo | null> {
  try {
    const info = JSON.parse(await readFile(join(dataDir, OPS_FILE), 'utf8')) as OpsInfo
    return typeof info.pid === 'number' && typeof info.url === 'string' && typeof info.token === 'string' ? info : null
  } catch {
    return null
  }
}

/**
 * How to reach the portal running on this folder (`url: null`: one runs but offers no /ops/v1,
 * e.g. an older version or one still starting), or null when none runs. The folder's lock
 * (db/data-dir-lock.ts) says whether one runs; a server in this very process counts too.
 */
export async function runningPortal(dataDir: string): Promise<OpsInfo | { pid: number; url: null } | null> {
  const info = await opsInfo(dataDir)
  if (info?.pid === process.pid) return info
  const holder = await lockHolder(dataDir)
  if (!holder) return null
  return info?.pid === holder.pid ? info : { pid: holder.pid, url: null }
}

/** Takes the folder's lock as startServer does, so no portal starts on it while a command works. */
export async function lockFolder(dataDir: string): Promise<() => Promise<void>> {
  const lock = await lockDataDir(dataDir)
  return () => lock.release()
}

/** A relative '/'-path from a snapshot, checked so it can only name a file below `root`. */
export function safeJoin(root: string, rel: string): string {
  const parts = rel.split('/')
  if (!rel || rel.startsWith('/') || rel.includes('\\') || rel.includes('\0') || parts.some((p) => p === '' || p === '.' || p === '..')) {
    throw new Error(`Refusing a snapshot path: ${JSON.stringify(rel)}`)
  }
  const file = resolve(root, ...parts)
  if (!file.startsWith(resolve(root) + sep)) throw new Error(`Refusing a snapshot path: ${JSON.stringify(rel)}`)
  return file
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

export type ManifestFile = { path: string; size: number; sha256: string }
export type Manifest = { format: string; version: number; createdAt: string; files: ManifestFile[] } & Record<string, unknown>

export const MANIFEST = 'manifest.json'

/** In a snapshot's `.partial` folder while it is written: who is writing it. */
const PARTIAL_OWNER = '.owner.json'

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Removes the `.partial` folders in `dir` whose command no longer runs (killed, or the machine
 * went down): they can hold the admin password, the token secret and photos. Answers their paths.
 */
export async function removeAbandonedPartials(dir: string): Promise<string[]> {
  const removed: string[] = []
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.endsWith('.partial')) continue
    const partial = join(dir, name)
    let owner: number | null = null
    try {
      owner = (JSON.parse(await readFile(join(partial, PARTIAL_OWNER), 'utf8')) as { pid?: unknown }).pid as number
    } catch {
      // no owner note: made before the note was written, or cut off while making it
    }
    if (typeof owner === 'number' && owner !== process.pid && alive(owner)) continue
    await rm(partial, { recursive: true, force: true })
    removed.push(partial)
  }
  return removed
}

/** Stops a signal (Ctrl+C, a service manager's stop) from leaving `partial` behind. */
function removeOnSignal(partial: string): () => void {
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP']
  const onSignal = (signal: NodeJS.Signals) => {
    rmSync(partial, { recursive: true, force: true })
    console.error(`Stopped (${signal}): nothing was written, and the unfinished copy ${partial} was removed.`)
    process.exit(signal === 'SIGINT' ? 130 : 143)
  }
  for (const sig of signals) process.once(sig, onSignal)
  return () => {
    for (const sig of signals) process.off(sig, onSignal)
  }
}

/**
 * Receives a snapshot into `outDir`: written to `outDir.partial` (mode 700: it holds secrets and
 * team codes, and notes the writing pid so a later run removes it if this one is killed), every
 * file checked against the manifest's SHA-256, flushed, then renamed into place. `outDir`
 * appears only complete; on any failure, or a signal, the partial folder is removed.
 */
export async function receiveInto(
  outDir: string,
  feed: (onEntry: (path: string, bytes: Buffer) => Promise<void>) => Promise<void>,
): Promise<Manifest> {
  if (existsSync(outDir)) throw new Error(`${outDir} already exists; choose a new folder.`)
  const partial = `${outDir}.partial`
  await rm(partial, { recursive: true, force: true })
  await mkdir(partial, { recursive: true, mode: 0o700 })
  const stopWatching = removeOnSignal(partial)
  try {
    await writeFile(join(partial, PARTIAL_OWNER), JSON.stringify({ pid: process.pid }) + '\n', { mode: 0o600 })
    const got = new Map<string, string>()
    await feed(async (path, bytes) => {
      const file = safeJoin(partial, path)
      await mkdir(dirname(file), { recursive: true, mode: 0o700 })
      await writeFile(file, bytes, { mode: 0o600, flag: 'wx' })
      got.set(path, sha256(bytes))
    })
    const manifest = JSON.parse(await readFile(join(partial, MANIFEST), 'utf8')) as Manifest
    for (const f of manifest.files) {
      if (got.get(f.path) !== f.sha256) throw new Error(`${f.path} arrived damaged or not at all`)
    }
    await rm(join(partial, PARTIAL_OWNER))
    await fsyncTree(partial)
    await rename(partial, outDir)
    await fsyncPath(dirname(resolve(outDir)))
    return manifest
  } catch (e) {
    await rm(partial, { recursive: true, force: true })
    throw e
  } finally {
    stopWatching()
  }
}

/** Reads a snapshot folder's manifest and checks every file it lists (size and SHA-256). */
export async function verifySnapshot(dir: string, format: string): Promise<Manifest> {
  let manifest: Manifest
  try {
    manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as Manifest
  } catch (e) {
    throw new Error(`${dir} has no readable ${MANIFEST}: ${(e as Error).message}`, { cause: e })
  }
  if (manifest.format !== format) throw new Error(`${dir} is a ${manifest.format ?? 'unknown'} snapshot, not a ${format}`)
  for (const f of manifest.files) {
    const file = safeJoin(dir, f.path)
    const s = await stat(file).catch(() => null)
    if (!s || s.size !== f.size || sha256(await readFile(file)) !== f.sha256) throw new Error(`${dir}: ${f.path} is missing or damaged`)
  }
  return manifest
}
