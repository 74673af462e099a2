// `npm run backup [-- --out <folder>]`: a consistent snapshot of the data folder (database, every
// photo, the folder's JWT secret and admin password) into a new folder, while the portal runs
// (asked over /ops/v1; requests pause for the dump, see ops/snapshot.ts) or not (the folder is
// opened directly under its lock). Env: DATA_DIR (.data). Default out: backups/<folder>-<time>.
import { existsSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { REPO_ROOT } from '../db/db.ts'
import { takeSnapshot } from '../ops/take.ts'
import { fail, timestamp } from '../ops/cli-support.ts'
import { removeAbandonedPartials } from '../ops/folder.ts'

const { values } = parseArgs({ options: { out: { type: 'string' }, 'data-dir': { type: 'string' } } })
const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? join(REPO_ROOT, '.data'))
const out = resolve(values.out ?? join(REPO_ROOT, 'backups', `${basename(dataDir).replace(/^\./, '')}-${timestamp()}`))

const existed = existsSync(out)
try {
  for (const left of await removeAbandonedPartials(dirname(out))) {
    console.log(`Removed ${left}: an unfinished backup whose command was killed (it held secrets).`)
  }
  const started = Date.now()
  const { manifest, online } = await takeSnapshot(dataDir, { kind: 'backup' }, out)
  const bytes = manifest.files.reduce((n, f) => n + f.size, 0)
  const missing = (manifest.missingObjects as string[] | undefined) ?? []
  console.log(
    `Backed up ${dataDir} ${online ? '(from the running portal)' : '(portal stopped)'} in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
  )
  console.log(`  ${out}`)
  if (typeof manifest.holdMs === 'number')
    console.log(`  the portal's requests waited ${(manifest.holdMs / 1000).toFixed(2)} s for it (the database's copy)`)
  console.log(
    `  ${manifest.objects as number} photo files, ${(bytes / 1024 / 1024).toFixed(1)} MB, every file checked (SHA-256 in manifest.json)`,
  )
  for (const m of missing) console.log(`  WARNING: ${m} is in the database but its file was already missing`)
  console.log('  It holds the admin password, the token secret and team codes: keep it private (mode 700).')
  console.log('  Copy it off this machine (USB stick, another computer). Restore: npm run restore -- <folder>')
} catch (e) {
  if (existed) fail(e)
  const nothingLeft = !existsSync(out) && !existsSync(`${out}.partial`)
  fail(
    new Error(
      `Backup failed: ${e instanceof Error ? e.message : String(e)}\n` +
        (nothingLeft
          ? `No backup was written (${out} was not created) and nothing unfinished was left behind.`
          : `Check ${out}: it may be incomplete.`),
    ),
  )
}
