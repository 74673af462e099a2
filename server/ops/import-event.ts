// `npm run import`: an event exported by `npm run export` (ops/snapshot.ts) into a Supabase project
// whose migrations are applied — hosted, or another local backend — with supabase-js and the
// service role, as a deployer would:
//   1. every file is checked against the export's manifest;
//   2. the event must not exist there yet (a second import would duplicate nothing, but mixing two
//      events' histories under one name is not what anyone wants);
//   3. photos first, through the Storage API without upsert (keys are never reused); an object
//      already there with the same bytes counts as done, so a broken run can be run again;
//   4. then the rows, parents before children, in batches well under PostgREST's 1000-row cap,
//      through public.import_rows (migration 20251203000001): same ids, the audit/version
//      triggers quiet for them, identity sequences moved past them.
import { readFile } from 'node:fs/promises'
import { createHash } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { safeJoin, verifySnapshot } from './folder.ts'
import { EXPORT_FORMAT, type ObjectInfo } from './snapshot.ts'

export const ROWS_PER_BATCH = 500
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
  const { error } = await client.storage.from(o.bucket).upload(o.name, new Blob([bytes], { type: o.mimetype }), { upsert: false, cacheControl: seconds })
  if (!error) return 'uploaded'
  const status = String((error as { statusCode?: unknown }).statusCode ?? (error as { status?: unknown }).status ?? '')
  if (status !== '409' && !/already exists/i.test(error.message)) throw new Error(`Uploading ${o.bucket}/${o.name}: ${error.message}`)
  // there already: the same bytes (an earlier, interrupted import) or a conflict
  const res = await fetch(client.storage.from(o.bucket).getPublicUrl(o.name).data.publicUrl)
  const there = res.ok ? Buffer.from(await res.arrayBuffer()) : null
  if (!there || sha(there) !== sha(bytes)) throw new Error(`${o.bucket}/${o.name} already exists in the target with other content; not overwriting it.`)
  return 'there'
}

export async function importEvent(dir: string, client: SupabaseClient, log: (line: string) => void = () => {}): Promise<ImportResult> {
  const manifest = (await verifySnapshot(dir, EXPORT_FORMAT)) as unknown as ExportManifest
  const name = manifest.event.name
  for (const ref of manifest.externalReferences) {
    log(`  note: ${ref.table} refers to ${ref.references} (${ref.constraint}); those rows must exist in the target`)
  }

  const existing = await client.from('events').select('name').eq('name', name).limit(1)
  if (existing.error) throw new Error(`Reading public.events as the service role: ${existing.error.message}`)
  if ((existing.data ?? []).length) throw new Error(`The target already has an event named ${JSON.stringify(name)}; not importing over it.`)

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

  for (const t of manifest.tables) {
    const rows = JSON.parse(await readFile(safeJoin(dir, t.file), 'utf8')) as unknown[]
    let inserted = 0
    for (let i = 0; i < rows.length; i += ROWS_PER_BATCH) {
      const { data, error } = await client.rpc('import_rows', { p_table: t.table, p_rows: rows.slice(i, i + ROWS_PER_BATCH) })
      if (error) {
        const hint = /import_rows/.test(error.message) && /not find|does not exist/i.test(error.message)
          ? ' (apply supabase/migrations/20251203000001_import_rows.sql to the target first)'
          : ''
        throw new Error(`Inserting ${t.table} rows ${i + 1}–${Math.min(i + ROWS_PER_BATCH, rows.length)}: ${error.message}${hint}. Rows of earlier tables and batches are in.`)
      }
      inserted += Number(data)
    }
    if (inserted !== t.rows) throw new Error(`${t.table}: ${inserted} rows went in, the export has ${t.rows}`)
    result.rows[t.table] = inserted
    log(`  ${t.table}: ${inserted} rows`)
  }
  return result
}
