// The demo admin's password: generated per data folder at its first seed (or chosen with
// ADMIN_PASSWORD), kept in `{dataDir}/admin-password` (mode 600) so the banner can print it again,
// and never written anywhere git sees. An in-memory server (tests) gets a fresh one each start.
import { randomInt } from 'node:crypto'
import { readFile, writeFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Db } from './db.ts'
import { PRIVATE_DIR_MODE } from './private-folder.ts'

/** What seed.sql used to set; a data folder still using it gets a new password at its next start. */
const RETIRED_PUBLIC_PASSWORD = 'Demo-Admin-Photos-2025'

// No look-alikes (0/O, 1/I/l): read off a terminal and typed on a phone.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'

/** 4 groups of 5 from 57 letters: about 117 random bits. */
export function randomPassword(): string {
  const groups: string[] = []
  for (let g = 0; g < 4; g++) {
    let s = ''
    for (let i = 0; i < 5; i++) s += ALPHABET[randomInt(ALPHABET.length)]
    groups.push(s)
  }
  return groups.join('-')
}

type Admin = { id: string; email: string }

async function firstAdmin(db: Db): Promise<Admin | null> {
  return db.serial(async (tx) => {
    const r = await tx.query<Admin>(
      `select u.id, u.email from public.admins a join auth.users u on u.id = a.user_id
        order by a.created_at, u.email limit 1`,
    )
    return r.rows[0] ?? null
  })
}

async function passwordMatches(db: Db, id: string, password: string): Promise<boolean> {
  return db.serial(async (tx) => {
    const r = await tx.query<{ ok: boolean }>(
      `select coalesce(encrypted_password <> '' and encrypted_password = extensions.crypt($2, encrypted_password), false) as ok
         from auth.users where id = $1`,
      [id, password],
    )
    return r.rows[0]?.ok === true
  })
}

async function hasNoPassword(db: Db, id: string): Promise<boolean> {
  return db.serial(async (tx) => {
    const r = await tx.query<{ none: boolean }>(`select coalesce(encrypted_password, '') = '' as none from auth.users where id = $1`, [id])
    return r.rows[0]?.none === true
  })
}

async function setPassword(db: Db, id: string, password: string): Promise<void> {
  await db.serial(async (tx) => {
    await tx.query(
      `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf')), updated_at = now() where id = $1`,
      [id, password],
    )
    // a new password ends every session signed in with the old one, like GoTrue
    await tx.query('update auth.refresh_tokens set revoked = true where user_id = $1', [id])
  })
}

async function readKept(file: string | null): Promise<string | null> {
  if (!file) return null
  try {
    return (await readFile(file, 'utf8')).trim() || null
  } catch {
    return null
  }
}

export type AdminLogin = { adminEmail: string; adminPassword: string | null }

/**
 * Makes sure the first admin has a password nobody else knows and says what it is.
 * `chosen` (ADMIN_PASSWORD) replaces it; a new database gets a random one; an existing one keeps
 * its own (shown if it is still the one kept in the data folder), except the old public demo
 * password, which is replaced.
 */
export async function ensureAdminPassword(db: Db, opts: { dataDir?: string; fresh: boolean; chosen?: string }): Promise<AdminLogin> {
  const admin = await firstAdmin(db)
  if (!admin) return { adminEmail: '', adminPassword: null }
  const file = opts.dataDir ? join(opts.dataDir, 'admin-password') : null
  const chosen = opts.chosen?.trim() || null
  const kept = await readKept(file)

  let password: string | null = null
  if (chosen) password = chosen
  else if (!opts.fresh && kept && (await passwordMatches(db, admin.id, kept))) return { adminEmail: admin.email, adminPassword: kept }
  else if (opts.fresh || (await hasNoPassword(db, admin.id)) || (await passwordMatches(db, admin.id, RETIRED_PUBLIC_PASSWORD))) {
    password = randomPassword()
  }
  if (!password) return { adminEmail: admin.email, adminPassword: null }

  if (!(chosen && kept === chosen && (await passwordMatches(db, admin.id, chosen)))) await setPassword(db, admin.id, password)
  if (opts.dataDir && file) {
    await mkdir(opts.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE })
    await writeFile(file, password + '\n', { mode: 0o600 })
  }
  return { adminEmail: admin.email, adminPassword: password }
}
