// `npm run restore`: a backup (ops/snapshot.ts) back into a data folder. Every file is checked
// against the manifest first; the new folder is built beside the target and swapped in with a
// rename, so the target is either the old folder or the complete restored one. A folder a portal
// is using is refused; a non-empty one only with `force`, and then kept aside, never deleted.
import { existsSync } from 'node:fs'
import { copyFile, mkdir, readFile, readdir, rename, rm } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { LOCK_FILE, lockDataDir, lockHolder, lockedMessage } from '../db/data-dir-lock.ts'
import { durablePgliteOptions, fsyncPath, fsyncTree } from '../db/durable-fs.ts'
import { safeJoin, verifySnapshot } from './folder.ts'
import { timestamp } from './cli-support.ts'
import { BACKUP_FORMAT, DATABASE_FILE, SECRET_FILES } from './snapshot.ts'

export type RestoreResult = { dataDir: string; keptAside: string | null; objects: number }

export async function restoreBackup(backupDir: string, dataDir: string, opts: { force?: boolean } = {}): Promise<RestoreResult> {
  const target = resolve(dataDir)
  const manifest = await verifySnapshot(backupDir, BACKUP_FORMAT)
  if (resolve(backupDir).startsWith(target + '/') || resolve(backupDir) === target)
    throw new Error('The backup is inside the folder it would replace; copy it elsewhere first.')

  const holder = await lockHolder(target).catch(() => null)
  if (holder) throw new Error(lockedMessage(target, holder))
  const existing = existsSync(target) ? (await readdir(target)).filter((e) => e !== LOCK_FILE) : []
  if (existing.length && !opts.force) {
    throw new Error(
      `${target} is not empty (${existing.slice(0, 4).join(', ')}${existing.length > 4 ? ', …' : ''}). Add --force to restore anyway: the current folder is kept aside, not deleted.`,
    )
  }

  // the restored folder, complete and on disk, beside the target
  const building = `${target}.restoring`
  await rm(building, { recursive: true, force: true })
  await mkdir(building, { recursive: true, mode: 0o700 })
  try {
    const dump = new Blob([await readFile(join(backupDir, DATABASE_FILE))])
    const pg = await PGlite.create({ ...durablePgliteOptions(join(building, 'pg')), loadDataDir: dump, extensions: { pgcrypto } })
    await pg.query('select 1')
    await pg.close()
    let objects = 0
    for (const f of manifest.files) {
      if (!f.path.startsWith('storage/')) continue
      const to = safeJoin(building, f.path)
      await mkdir(dirname(to), { recursive: true })
      await copyFile(safeJoin(backupDir, f.path), to)
      objects++
    }
    for (const name of SECRET_FILES) {
      const from = join(backupDir, 'secrets', name)
      if (existsSync(from)) await copyFile(from, join(building, name))
    }
    await fsyncTree(building)

    // swap, holding the target's lock so no portal starts on it meanwhile
    const lock = await lockDataDir(target)
    let keptAside: string | null = null
    try {
      if (existing.length) {
        keptAside = `${target}.before-restore-${timestamp()}`
        await rename(target, keptAside)
        await rm(join(keptAside, LOCK_FILE), { force: true })
      } else {
        await rm(target, { recursive: true, force: true })
      }
      await rename(building, target)
      await fsyncPath(dirname(target))
    } finally {
      await lock.release()
    }
    return { dataDir: target, keptAside, objects }
  } catch (e) {
    await rm(building, { recursive: true, force: true })
    throw e
  }
}
