// `npm run export -- --event "<event name>" [--out <folder>]`: one event's rows (every public
// table with an event_name column, but upload_tickets and admins, plus its events row) and its
// photos (keys under the event's code), for `npm run import` into a hosted Supabase project.
// From the running portal or a stopped folder, like backup. Env: DATA_DIR (.data).
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { REPO_ROOT } from '../db/db.ts'
import { takeSnapshot } from '../ops/take.ts'
import { fail, timestamp } from '../ops/cli-support.ts'

const { values } = parseArgs({ options: { event: { type: 'string' }, out: { type: 'string' }, 'data-dir': { type: 'string' } } })
if (!values.event) fail('Usage: npm run export -- --event "<event name>" [--out <folder>] [--data-dir <folder>]')
const event = values.event as string
const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? join(REPO_ROOT, '.data'))
const slug = event.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'event'
const out = resolve(values.out ?? join(REPO_ROOT, 'exports', `${slug}-${timestamp()}`))

try {
  const { manifest, online } = await takeSnapshot(dataDir, { kind: 'export', event }, out)
  const tables = manifest.tables as { table: string; rows: number }[]
  console.log(`Exported ${JSON.stringify(event)} from ${dataDir} ${online ? '(running portal)' : '(portal stopped)'} to ${out}:`)
  for (const t of tables) console.log(`  ${t.table}: ${t.rows} rows`)
  console.log(`  photos: ${(manifest.objects as unknown[]).length} files`)
  for (const m of (manifest.missingObjects as string[] | undefined) ?? []) console.log(`  WARNING: ${m} is in the database but its file was already missing`)
  console.log('  It holds the team codes (secret links): keep it private.')
  console.log(`Import: npm run import -- --url https://<ref>.supabase.co --service-key <service_role key> ${out}`)
} catch (e) {
  fail(e)
}
