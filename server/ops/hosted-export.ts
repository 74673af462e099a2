// `npm run export -- --from <project URL>`: an event of a hosted Supabase project (or any backend
// speaking its API) into the same export folder `npm run export` writes from a local data folder,
// so `npm run import` restores it anywhere. Read over the API only, with the service role: the
// rows through public.export_event_rows (migration 20251211000003), the photos listed by
// public.export_event_objects and downloaded from the bucket's public addresses. Not one moment like a local export
// (a hosted project can't be paused for it): the rows are read first, then the photos, so every
// photo a row names is there; run it when nobody uploads for a backup that matches to the second.
import type { SupabaseClient } from '@supabase/supabase-js'
import { MANIFEST, receiveInto, sha256, type Manifest, type ManifestFile } from './folder.ts'
import { EXPORT_FORMAT, type ObjectInfo } from './snapshot.ts'

/** Parents before children: the order import_event_rows takes them in. */
export const EXPORTED_TABLES = ['events', 'team_access', 'event_uploads', 'photo_versions', 'audit_log']
const PAGE = 500

type ObjectRow = { bucket: string; name: string; mimetype: string; cache_control: string; size: number | null }

function apiError(what: string, error: { message: string }): Error {
  const hint =
    /export_event_\w+/.test(error.message) && /not find|does not exist/i.test(error.message)
      ? ' (apply supabase/migrations/20251211000003_export_event.sql to the project first)'
      : /JWT|Invalid API key|invalid signature|401|403/i.test(error.message)
        ? " (is SUPABASE_SERVICE_ROLE_KEY the project's service_role key?)"
        : ''
  return new Error(`${what}: ${error.message}${hint}`)
}

/** Every event's name in the project. */
export async function hostedEventNames(client: SupabaseClient): Promise<string[]> {
  const { data, error } = await client.rpc('export_event_names')
  if (error) throw apiError('Listing the events', error)
  return (data as string[] | null) ?? []
}

/** One event of the project into `outDir` (written complete or not at all, mode 700/600). */
export async function exportHostedEvent(client: SupabaseClient, projectUrl: string, eventName: string, outDir: string): Promise<Manifest> {
  const tables: { table: string; file: string; rows: number }[] = []
  const files: { path: string; bytes: Buffer }[] = []
  let event: { name: string; code: string } | null = null
  for (const table of EXPORTED_TABLES) {
    const rows: Record<string, unknown>[] = []
    for (let offset = 0; ; offset += PAGE) {
      const { data, error } = await client.rpc('export_event_rows', { p_event: eventName, p_table: table, p_offset: offset, p_limit: PAGE })
      if (error) throw apiError(`Reading ${table} of ${JSON.stringify(eventName)}`, error)
      const page = (data as Record<string, unknown>[] | null) ?? []
      rows.push(...page)
      if (page.length < PAGE) break
    }
    if (table === 'events') {
      const row = rows[0]
      if (rows.length !== 1 || typeof row?.code !== 'string')
        throw new Error(`No event named ${JSON.stringify(eventName)} in ${projectUrl}`)
      event = { name: eventName, code: row.code }
    }
    const file = `rows/${table}.json`
    tables.push({ table, file, rows: rows.length })
    files.push({ path: file, bytes: Buffer.from(JSON.stringify(rows) + '\n') })
  }
  const listed = await client.rpc('export_event_objects', { p_event: eventName })
  if (listed.error) throw apiError(`Listing the photos of ${JSON.stringify(eventName)}`, listed.error)

  // each photo is written as it arrives (an event's photos need not fit in memory at once)
  return receiveInto(outDir, async (onEntry) => {
    const list: ManifestFile[] = []
    const put = async (path: string, bytes: Buffer) => {
      await onEntry(path, bytes)
      list.push({ path, size: bytes.length, sha256: sha256(bytes) })
    }
    for (const f of files) await put(f.path, f.bytes)
    const objects: ObjectInfo[] = []
    const missing: string[] = []
    for (const o of (listed.data as ObjectRow[] | null) ?? []) {
      // the photo bucket is public (its migration makes it so): its public address serves the
      // bytes, from the CDN's cache or not (a key is never reused, so a cached copy is the same)
      const res = await fetch(client.storage.from(o.bucket).getPublicUrl(o.name).data.publicUrl)
      if (res.status === 404 || res.status === 400) {
        // removed between the listing and now (a purge): the rows read before don't name it
        missing.push(`${o.bucket}/${o.name}`)
        continue
      }
      if (!res.ok) throw new Error(`Downloading ${o.bucket}/${o.name}: HTTP ${res.status}`)
      const path = `objects/${o.bucket}/${o.name}`
      objects.push({ bucket: o.bucket, name: o.name, path, mimetype: o.mimetype, cacheControl: o.cache_control })
      await put(path, Buffer.from(await res.arrayBuffer()))
    }
    const manifest = {
      format: EXPORT_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      source: projectUrl,
      event,
      tables,
      externalReferences: [],
      objects,
      missingObjects: missing,
      files: list,
    }
    await onEntry(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2) + '\n'))
  })
}
