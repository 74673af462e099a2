// The data folder as the operations commands see it: is a portal using it (the lock startServer
// takes, db/data-dir-lock.ts), where a running one can be reached (ops.json), taking the lock while a
// command works on a stopped folder, and writing snapshot folders durably (fsync, then rename).
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
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

/**
 * Receives a snapshot into `outDir`: written to `outDir.partial` (mode 700: it holds secrets and
 * team codes), every file checked against the manifest's SHA-256, flushed, then renamed into
 * place. `outDir` appears only complete.
 */
export async function receiveInto(outDir: string, feed: (onEntry: (path: string, bytes: Buffer) => Promise<void>) => Promise<void>): Promise<Manifest> {
  if (existsSync(outDir)) throw new Error(`${outDir} already exists; choose a new folder.`)
  const partial = `${outDir}.partial`
  await rm(partial, { recursive: true, force: true })
  await mkdir(partial, { recursive: true, mode: 0o700 })
  try {
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
    await fsyncTree(partial)
    await rename(partial, outDir)
    await fsyncPath(dirname(resolve(outDir)))
    return manifest
  } catch (e) {
    await rm(partial, { recursive: true, force: true })
    throw e
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
