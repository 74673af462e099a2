// A full disk, said in words. Postgres (PGlite) dies on a full disk with `RuntimeError: Aborted()`
// and nothing about space; before opening the database the data folder's free space is checked,
// and a failure to open is explained when the disk turns out to be (nearly) full.
import { statfs } from 'node:fs/promises'

/** What a start needs at least: a new WAL segment (16 MB) and room for a checkpoint. */
export const MIN_FREE_BYTES_TO_START = 64 * 1024 * 1024

export class DiskFullError extends Error {
  readonly code = 'ENOSPC'
}

export async function freeBytes(dir: string): Promise<number> {
  const s = await statfs(dir)
  return s.bavail * s.bsize
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

export function diskFull(dir: string, free: number, cause?: unknown): DiskFullError {
  return new DiskFullError(`The disk holding ${dir} is full (${mb(free)} free): free some space and start again.`, { cause })
}

/** Refuses to start on a disk with less than `minFree` bytes free for `dir`. */
export async function checkFreeSpace(dir: string, minFree = MIN_FREE_BYTES_TO_START): Promise<void> {
  const free = await freeBytes(dir)
  if (free < minFree) throw diskFull(dir, free)
}

export const isNoSpace = (e: unknown) => (e as NodeJS.ErrnoException | null)?.code === 'ENOSPC'

/** `e` as a disk-full error when it is one, or when the disk holding `dir` is nearly full now. */
export async function explainIfDiskFull(dir: string, e: unknown, minFree = MIN_FREE_BYTES_TO_START): Promise<unknown> {
  if (e instanceof DiskFullError) return e
  let free: number
  try {
    free = await freeBytes(dir)
  } catch {
    return e
  }
  return isNoSpace(e) || free < minFree ? diskFull(dir, free, e) : e
}
