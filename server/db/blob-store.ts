// Where object bytes live: files under {dataDir}/storage/{bucket}/{name}, or a Map when the server
// runs in memory (tests). Writes are two-phase so a storage.objects row and its bytes appear and
// disappear together: `put` moves the bytes into place inside the DB transaction and returns an
// undo for when the transaction does not commit, plus a cleanup for when it does.
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import { createHash, randomUUID } from 'node:crypto'

/** The `metadata` jsonb of a storage.objects row for these bytes, as Supabase Storage writes it. */
export function objectMetadata(bytes: Buffer, mimetype: string, cacheControl: string, at = new Date()) {
  return {
    eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    size: bytes.length,
    mimetype,
    cacheControl,
    lastModified: at.toISOString(),
    contentLength: bytes.length,
    httpStatusCode: 200,
  }
}

export type PutResult = { undo(): Promise<void>; done(): Promise<void> }

export type BlobStore = {
  put(bucket: string, name: string, data: Buffer): Promise<PutResult>
  get(bucket: string, name: string): Promise<Buffer | null>
  /** Takes the bytes away inside a transaction: `undo` puts them back, `done` drops them. */
  take(bucket: string, name: string): Promise<PutResult>
}

export function memoryBlobStore(): BlobStore {
  const blobs = new Map<string, Buffer>()
  const key = (bucket: string, name: string) => `${bucket}\u0000${name}`
  return {
    async put(bucket, name, data) {
      const k = key(bucket, name)
      const previous = blobs.get(k)
      blobs.set(k, Buffer.from(data))
      return {
        async undo() {
          if (previous) blobs.set(k, previous)
          else blobs.delete(k)
        },
        async done() {},
      }
    },
    async get(bucket, name) {
      return blobs.get(key(bucket, name)) ?? null
    },
    async take(bucket, name) {
      const k = key(bucket, name)
      const previous = blobs.get(k)
      blobs.delete(k)
      return {
        async undo() {
          if (previous) blobs.set(k, previous)
        },
        async done() {},
      }
    },
  }
}

export function diskBlobStore(root: string): BlobStore {
  const tmpDir = join(root, '.tmp')
  // Keys are checked before they get here (ASCII, no '.'/'..'/empty segments); this is the
  // last line against a path leaving the storage folder.
  const fileFor = (bucket: string, name: string) => {
    const file = resolve(root, bucket, name)
    if (!file.startsWith(resolve(root) + sep)) throw new Error(`Refusing object path outside storage: ${bucket}/${name}`)
    return file
  }
  const exists = async (file: string) => {
    try {
      await access(file)
      return true
    } catch {
      return false
    }
  }
  return {
    async put(bucket, name, data) {
      await mkdir(tmpDir, { recursive: true })
      const file = fileFor(bucket, name)
      const incoming = join(tmpDir, randomUUID())
      await writeFile(incoming, data)
      let backup: string | null = null
      try {
        await mkdir(dirname(file), { recursive: true })
        if (await exists(file)) {
          backup = join(tmpDir, randomUUID())
          await rename(file, backup)
        }
        await rename(incoming, file)
      } catch (e) {
        await rm(incoming, { force: true })
        if (backup) await rename(backup, file).catch(() => undefined)
        throw e
      }
      return {
        async undo() {
          if (backup) await rename(backup, file)
          else await rm(file, { force: true })
        },
        async done() {
          if (backup) await rm(backup, { force: true })
        },
      }
    },
    async get(bucket, name) {
      try {
        return await readFile(fileFor(bucket, name))
      } catch {
        return null
      }
    },
    async take(bucket, name) {
      const file = fileFor(bucket, name)
      await mkdir(tmpDir, { recursive: true })
      const aside = join(tmpDir, randomUUID())
      let moved = false
      try {
        await rename(file, aside)
        moved = true
      } catch {
        // no file: nothing to take
      }
      return {
        async undo() {
          if (moved) {
            await mkdir(dirname(file), { recursive: true })
            await rename(aside, file)
          }
        },
        async done() {
          if (moved) await rm(aside, { force: true })
        },
      }
    },
  }
}
