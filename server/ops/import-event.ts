// `npm run import`: an event exported by `npm run export` (ops/snapshot.ts) into a Supabase project
// whose migrations are applied — hosted, or another local backend — with supabase-js and the
// service role, as a deployer would:
//   1. every file is checked against the export's manifest, then everything in it against the one
//      new event it brings (checkExport): only that event's tables, every row naming it, every
//      photo a key under its code as uploads make them. A file that reaches further is refused
//      before anything is written;
//   2. the event must not exist there yet (an import only ever creates an event);
//   3. photos first, through the Storage API without upsert (keys are never reused); an object
//      already there with the same bytes counts as done, so a broken run can be run again;
//   4. then the rows, parents before children, in batches well under PostgREST's 1000-row cap,
//      through public.import_event_rows (migration 20251211000001), which holds every row to the
//      event again: same ids, the triggers that record new activity quiet for them, identity
//      sequences moved past them, the import itself in the event's trail; then
//      finish_event_import closes the event to further imported rows.
import { readFile } from 'node:fs/promises'
import { createHash } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { safeJoin, verifySnapshot } from './folder.ts'
import { EXPORT_FORMAT, type ObjectInfo } from './snapshot.ts'

export const ROWS_PER_BATCH = 500
const BUCKET = 'player-photos'
/** What an export may carry: the event's own tables. */
const IMPORT_TABLES = ['events', 'team_access', 'event_uploads', 'photo_versions', 'audit_log']
/** A storage key as uploads make them: '<event code>/<team>/<file>', plain ASCII segments. */
const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/
const PARALLEL_UPLOADS = 4

type ExportManifest = {
  event: { name: string; code: string }
  tables: { table: string; file: string; rows: number }[]
  objects: ObjectInfo[]
  externalReferences: { table: string; constraint: string; references: string }[]
}

export type ImportResult = { event: string; objects: { uploaded: number; alreadyThere: number }; rows: Record<string, number> }

export function serviceClient(url: string, serviceKey: string): SupabaseClient {
  return createClient(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // supabase-js wants a WebSocket class on Node 20; no channel is ever opened
    realtime: { transport: WebSocket as unknown as NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>['transport'] },
  })
}

const sha = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex')

async function uploadObject(client: SupabaseClient, dir: string, o: ObjectInfo): Promise<'uploaded' | 'there'> {
  const bytes = await readFile(safeJoin(dir, o.path))
  const seconds = /max-age=(\d+)/.exec(o.cacheControl)?.[1] ?? '3600'
  const { error } = await client.storage
    .from(o.bucket)
    .upload(o.name, new Blob([bytes], { type: o.mimetype }), { upsert: false, cacheControl: seconds })
  if (!error) return 'uploaded'
  const status = String((error as { statusCode?: unknown }).statusCode ?? (error as { status?: unknown }).status ?? '')
  if (status !== '409' && !/already exists/i.test(error.message)) throw new Error(`Uploading ${o.bucket}/${o.name}: ${error.message}`)
  // there already: the same bytes (an earlier, interrupted import) or a conflict
  const res = await fetch(client.storage.from(o.bucket).getPublicUrl(o.name).data.publicUrl)
  const there = res.ok ? Buffer.from(await res.arrayBuffer()) : null
  if (!there || sha(there) !== sha(bytes))
    throw new Error(`${o.bucket}/${o.name} already exists in the target with other content; not overwriting it.`)
  return 'there'
}

const refuse = (why: string): never => {
  throw new Error(`Refusing this export, nothing was imported: ${why}`)
}

/** A storage key of this event, shaped as uploads make them (no '.', '..' or empty segments). */
export function isEventKey(code: string, key: unknown): boolean {
  if (typeof key !== 'string' || key.length > 400) return false
  const parts = key.split('/')
  return parts.length >= 2 && parts[0] === code && parts.every((p) => KEY_SEGMENT.test(p) && p !== '.' && p !== '..' && !/^\.+$/.test(p))
}

type Row = Record<string, unknown>

/**
 * Everything in the export belongs to the one event it creates, or the import stops here, before
 * anything is written: its tables only, each once and parents first; the event's row exactly
 * once; every other row naming it; storage keys under its code; versions of its own players;
 * objects in the photo bucket under its code, each a key uploads would make.
 */
export async function checkExport(dir: string, manifest: ExportManifest): Promise<Map<string, Row[]>> {
  const ev = manifest.event as { name?: unknown; code?: unknown } | undefined
  if (!ev || typeof ev.name !== 'string' || !ev.name.trim() || typeof ev.code !== 'string' || !/^[a-z0-9][a-z0-9-]{1,40}$/.test(ev.code)) {
    refuse('the manifest names no event (a name and a code of lower-case letters, digits and dashes)')
  }
  const { name, code } = manifest.event
  const seen = new Set<string>()
  for (const t of manifest.tables) {
    if (!IMPORT_TABLES.includes(t.table))
      refuse(`it writes to ${JSON.stringify(t.table)}; an import writes only ${IMPORT_TABLES.join(', ')}`)
    if (seen.has(t.table)) refuse(`it lists ${t.table} twice`)
    seen.add(t.table)
  }
  if (!seen.has('events')) refuse('it holds no events row for the event it brings')
  const rows = new Map<string, Row[]>()
  for (const t of manifest.tables) {
    const parsed: unknown = JSON.parse(await readFile(safeJoin(dir, t.file), 'utf8'))
    if (!Array.isArray(parsed) || parsed.some((r) => typeof r !== 'object' || r === null || Array.isArray(r)))
      refuse(`${t.file} is not a list of rows`)
    const list = parsed as Row[]
    if (list.length !== t.rows) refuse(`${t.file} has ${list.length} rows, the manifest says ${t.rows}`)
    rows.set(t.table, list)
  }
  const events = rows.get('events') ?? []
  if (events.length !== 1 || events[0]!.name !== name || events[0]!.code !== code) {
    refuse(`the events file must hold exactly the event ${JSON.stringify(name)} (code ${code})`)
  }
  const players = new Set((rows.get('event_uploads') ?? []).map((r) => String(r.id)))
  for (const [table, list] of rows) {
    if (table === 'events') continue
    for (const r of list) {
      if (r.event_name !== name)
        refuse(`a row of ${table} belongs to ${JSON.stringify(r.event_name ?? null)}, not to ${JSON.stringify(name)}`)
      for (const col of ['photo_path', 'thumb_path']) {
        if ((table === 'event_uploads' || table === 'photo_versions') && r[col] != null && !isEventKey(code, r[col])) {
          refuse(`${table}.${col} ${JSON.stringify(r[col])} is not a storage key under the event's code (${code}/)`)
        }
      }
      if (table === 'photo_versions' && r.upload_id != null && !players.has(String(r.upload_id))) {
        refuse(`a photo version points at player ${String(r.upload_id)}, who is not one of this event's players`)
      }
    }
  }
  for (const o of manifest.objects) {
    if (o.bucket !== BUCKET) refuse(`an object is in the bucket ${JSON.stringify(o.bucket)}; photos go to ${BUCKET} only`)
    if (!isEventKey(code, o.name)) refuse(`the object name ${JSON.stringify(o.name)} is not a photo key under the event's code (${code}/)`)
    safeJoin(dir, o.path)
  }
  return rows
}

export async function importEvent(dir: string, client: SupabaseClient, log: (line: string) => void = () => {}): Promise<ImportResult> {
  const manifest = (await verifySnapshot(dir, EXPORT_FORMAT)) as unknown as ExportManifest
  const rowsOf = await checkExport(dir, manifest)
  const name = manifest.event.name
  for (const ref of manifest.externalReferences) {
    log(`  note: ${ref.table} refers to ${ref.references} (${ref.constraint}); those rows must exist in the target`)
  }

  for (const [column, value] of [
    ['name', name],
    ['code', manifest.event.code],
  ] as const) {
    const existing = await client.from('events').select('name').eq(column, value).limit(1)
    if (existing.error) throw new Error(`Reading public.events as the service role: ${existing.error.message}`)
    if ((existing.data ?? []).length) {
      throw new Error(
        `The target already has an event ${column === 'name' ? 'named' : 'with the code'} ${JSON.stringify(value)}; an import only creates a new event, nothing was imported.`,
      )
    }
  }

  const result: ImportResult = { event: name, objects: { uploaded: 0, alreadyThere: 0 }, rows: {} }
  const queue = [...manifest.objects]
  const worker = async () => {
    for (let o = queue.shift(); o; o = queue.shift()) {
      if ((await uploadObject(client, dir, o)) === 'uploaded') result.objects.uploaded++
      else result.objects.alreadyThere++
    }
  }
  await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, worker))
  log(`  photos: ${result.objects.uploaded} uploaded, ${result.objects.alreadyThere} already there`)

  // the event's own row first: it opens the import the other rows go into (nothing else in
  // the export references anything but the event and rows ordered after their parents)
  const tables = [...manifest.tables].sort((a, b) => Number(b.table === 'events') - Number(a.table === 'events'))
  for (const t of tables) {
    const rows = rowsOf.get(t.table) ?? []
    let inserted = 0
    for (let i = 0; i < rows.length; i += ROWS_PER_BATCH) {
      const { data, error } = await client.rpc('import_event_rows', {
        p_event: name,
        p_table: t.table,
        p_rows: rows.slice(i, i + ROWS_PER_BATCH),
      })
      if (error) {
        const hint =
          /import_event_rows/.test(error.message) && /not find|does not exist/i.test(error.message)
            ? ' (apply supabase/migrations/20251211000001_import_one_new_event.sql to the target first)'
            : ''
        throw new Error(
          `Inserting ${t.table} rows ${i + 1}–${Math.min(i + ROWS_PER_BATCH, rows.length)}: ${error.message}${hint}. Rows of earlier tables and batches are in.`,
        )
      }
      inserted += Number(data)
    }
    if (inserted !== t.rows) throw new Error(`${t.table}: ${inserted} rows went in, the export has ${t.rows}`)
    result.rows[t.table] = inserted
    log(`  ${t.table}: ${inserted} rows`)
  }
  const finished = await client.rpc('finish_event_import', { p_event: name })
  if (finished.error) throw new Error(`Closing the import of ${JSON.stringify(name)}: ${finished.error.message}`)
  return result
}
