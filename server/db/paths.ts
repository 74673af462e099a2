import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository's root folder (this file is server/db/paths.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const MIGRATIONS_DIR = join(REPO_ROOT, 'supabase', 'migrations')
