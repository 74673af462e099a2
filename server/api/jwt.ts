// HS256 JSON Web Tokens with node:crypto, like Supabase's legacy JWT secret. supabase-js never
// verifies signatures itself, so tokens signed here work unchanged in the client; only this
// server checks them.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { readFile, writeFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { PRIVATE_DIR_MODE } from '../db/private-folder.ts'

export type JwtClaims = Record<string, unknown> & { exp?: number; iat?: number; role?: string; sub?: string }

export type JwtCheck = { ok: true; claims: JwtClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' }

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url')

export function signJwt(claims: JwtClaims, secret: string): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const body = b64url(JSON.stringify(claims))
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')
  return `${head}.${body}.${sig}`
}

export function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): JwtCheck {
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'malformed' }
  const [head, body, sig] = parts as [string, string, string]
  let header: unknown
  let claims: unknown
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'))
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (!isObject(header) || header.alg !== 'HS256' || !isObject(claims)) return { ok: false, reason: 'malformed' }
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest()
  const given = Buffer.from(sig, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' }
  const c = claims as JwtClaims
  // GoTrue always sets exp; a token without one would be valid forever (a leaked or forged-looking
  // token must not be), so it is refused like a malformed one.
  if (typeof c.exp !== 'number' || !Number.isFinite(c.exp)) return { ok: false, reason: 'malformed' }
  if (c.exp <= nowSeconds) return { ok: false, reason: 'expired' }
  return { ok: true, claims: c }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/**
 * The signing secret. With a data folder it is created once and kept there, so sessions and the
 * anon key survive a restart; without one (tests) every server gets a fresh random secret.
 */
export async function loadJwtSecret(dataDir?: string): Promise<string> {
  if (!dataDir) return randomBytes(32).toString('base64url')
  const file = join(dataDir, 'jwt-secret')
  try {
    const existing = (await readFile(file, 'utf8')).trim()
    if (existing.length >= 32) return existing
  } catch {
    // not there yet
  }
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE })
  const secret = randomBytes(32).toString('base64url')
  await writeFile(file, secret + '\n', { mode: 0o600 })
  return secret
}

/** The anon key: a JWT {iss:'supabase', role:'anon', iat, exp}, far-future expiry like Supabase's. */
export function makeAnonKey(secret: string): string {
  const iat = 1_735_689_600 // 2025-01-01: fixed, so the key stays the same for a given secret
  return signJwt({ iss: 'supabase', role: 'anon', iat, exp: iat + 10 * 365 * 24 * 3600 }, secret)
}
