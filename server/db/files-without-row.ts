// At start, before any request: photo files on disk that no storage.objects row names. An
// upload's object row commits without waiting for the disk (storage-upload.ts), so a crash can
// lose the row of a file whose bytes were already synced and placed; a transaction cut off between
// the file's move and its commit leaves the same. Nothing else ever lists such a file, so each one
// gets its row back here, marked `foundWithoutRow` in its metadata: the leftover-files page lists
// it as a file without a row (admin_leftover_files) and purges it like any other object, backups
// carry it, and an upload whose ticket is still open finds its object again.
import { createHash } from 'node:crypto'
import { readFile, readdir, stat } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import type { Db } from './db.ts'

/** The metadata key that marks a row made here. */
export const FOUND_WITHOUT_ROW = 'foundWithoutRow'

export type FilesWithoutRow = { files: number; bytes: number }

/** The content type the bytes say they are (the bucket takes only these three). */
function sniffType(head: Buffer): string {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg'
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png'
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp'
  return 'application/octet-stream'
}

/** Every regular file below `dir`, as '/'-separated names relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return []
    throw e
  })
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
}

/**
 * Gives each file under `{storageRoot}/{bucket}/` that has no row one (a bucket's folder only:
 * `.tmp` is emptied before this runs). Answers how many it found.
 */
export async function recordFilesWithoutRow(db: Db, storageRoot: string): Promise<FilesWithoutRow> {
  return db.serial(async (tx) => {
    const buckets = (await tx.query<{ id: string }>('select id from storage.buckets order by id')).rows.map((r) => r.id)
    let files = 0
    let bytes = 0
    for (const bucket of buckets) {
      const onDisk = await filesUnder(join(storageRoot, bucket))
      if (!onDisk.length) continue
      const rows = await tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1', [bucket])
      const recorded = new Set(rows.rows.map((r) => r.name))
      // a hidden file (a desktop's .DS_Store, an editor's swap file) is no photo
      const unrecorded = onDisk.filter((n) => !recorded.has(n) && !n.split('/').some((part) => part.startsWith('.')))
      for (const name of unrecorded) {
        const file = join(storageRoot, bucket, ...name.split('/'))
        const [data, info] = await Promise.all([readFile(file), stat(file)])
        const at = info.mtime.toISOString()
        const metadata = {
          eTag: `"${createHash('md5').update(data).digest('hex')}"`,
          size: data.length,
          mimetype: sniffType(data),
          cacheControl: 'max-age=3600',
          lastModified: at,
          contentLength: data.length,
          httpStatusCode: 200,
          [FOUND_WITHOUT_ROW]: new Date().toISOString(),
        }
        await tx.query(
          `insert into storage.objects (bucket_id, name, metadata, version, created_at, updated_at)
           values ($1, $2, $3::jsonb, gen_random_uuid()::text, $4, $4)`,
          [bucket, name, JSON.stringify(metadata), at],
        )
        files++
        bytes += data.length
      }
    }
    return { files, bytes }
  })
}
