// The data folder holds every team code, the admin's password (and its hash in the database), the
// token secret and photos, unconsented leftovers included: nobody but the portal's own user may
// read it. Folders are 700 and files 600. Node creates files 666 and folders 777 minus the umask,
// and PGlite asks for 666 on every database file, so the start commands set the umask to 077 for
// the whole process, each folder the backend makes is made 700, and every start tightens what is
// already there (folders made by an older version, files restored or copied in by hand).
import { chmod, lstat, readdir } from 'node:fs/promises'
import { join } from 'node:path'

export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600
/** For process.umask: what the portal's process creates is its user's alone. */
export const PRIVATE_UMASK = 0o077

/**
 * `dir` and everything below it: folders 700, files 600 (symbolic links are left alone, and not
 * followed). Answers how many entries it had to tighten.
 */
export async function makePrivate(dir: string): Promise<number> {
  let changed = 0
  const visit = async (path: string): Promise<void> => {
    const s = await lstat(path).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return null // removed meanwhile (a temporary file)
      throw e
    })
    if (!s || s.isSymbolicLink()) return
    const want = s.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE
    if ((s.mode & 0o777) !== want) {
      await chmod(path, want)
      changed++
    }
    if (s.isDirectory()) for (const name of await readdir(path)) await visit(join(path, name))
  }
  await visit(dir)
  return changed
}
