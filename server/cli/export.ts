// `npm run export -- --event "<event name>" [--out <folder>]`: one event's rows (every public
// table with an event_name column, but upload_tickets and admins, plus its events row) and its
// photos (keys under the event's code), for `npm run import` into a hosted Supabase project.
// From the running portal or a stopped folder, like backup. Env: DATA_DIR (.data).
// `--from <project URL>`: from a hosted project instead (ops/hosted-export.ts), with the service
// role key read from SUPABASE_SERVICE_ROLE_KEY only: never an argument (it would stay in the shell
// history), never written anywhere; there `--all` instead of --event exports every event, one
// export folder each inside --out (locally, `npm run backup` holds every event).
import { join, resolve } from 'node:path'
import { mkdir } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { REPO_ROOT } from '../db/db.ts'
import { takeSnapshot } from '../ops/take.ts'
import { fail, timestamp } from '../ops/cli-support.ts'
import { exportHostedEvent, hostedEventNames } from '../ops/hosted-export.ts'
import { serviceClient } from '../ops/import-event.ts'
import type { Manifest } from '../ops/folder.ts'

const usage =
  'Usage: npm run export -- --event "<event name>" [--out <folder>] [--data-dir <folder>]\n' +
  '   or: SUPABASE_SERVICE_ROLE_KEY=… npm run export -- --from https://<ref>.supabase.co --event "<event name>" | --all [--out <folder>]'
const { values } = parseArgs({
  options: {
    event: { type: 'string' },
    all: { type: 'boolean' },
    out: { type: 'string' },
    'data-dir': { type: 'string' },
    from: { type: 'string' },
  },
})
if (!values.event === !values.all || (values.all && !values.from)) fail(usage)
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'event'
const out = resolve(values.out ?? join(REPO_ROOT, 'exports', `${values.all ? 'all-events' : slug(values.event!)}-${timestamp()}`))

function report(event: string, to: string, manifest: Manifest, from: string): void {
  console.log(`Exported ${JSON.stringify(event)} from ${from} to ${to}:`)
  for (const t of manifest.tables as { table: string; rows: number }[]) console.log(`  ${t.table}: ${t.rows} rows`)
  console.log(`  photos: ${(manifest.objects as unknown[]).length} files`)
  for (const m of (manifest.missingObjects as string[] | undefined) ?? [])
    console.log(`  WARNING: ${m} is in the database but its file was already missing`)
}

async function fromHosted(url: string): Promise<void> {
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY
  if (!key) {
    throw new Error(
      "Set the project's service_role key (Supabase dashboard → Project Settings → API Keys) in SUPABASE_SERVICE_ROLE_KEY for this command, e.g.\n" +
        '  read -s SUPABASE_SERVICE_ROLE_KEY && export SUPABASE_SERVICE_ROLE_KEY   (paste it; nothing is shown or stored)',
    )
  }
  const client = serviceClient(url.replace(/\/+$/, ''), key)
  const events = values.all ? await hostedEventNames(client) : [values.event!]
  if (values.all) await mkdir(out, { recursive: true, mode: 0o700 })
  for (const event of events) {
    const to = values.all ? join(out, slug(event)) : out
    report(event, to, await exportHostedEvent(client, url, event, to), url)
  }
}

async function fromLocal(dataDir: string): Promise<void> {
  const event = values.event!
  const { manifest, online } = await takeSnapshot(dataDir, { kind: 'export', event }, out)
  report(event, out, manifest, `${dataDir} ${online ? '(running portal)' : '(portal stopped)'}`)
}

try {
  if (values.from) await fromHosted(values.from)
  else await fromLocal(resolve(values['data-dir'] ?? process.env.DATA_DIR ?? join(REPO_ROOT, '.data')))
  console.log('  It holds the team codes (secret links): keep it private.')
  console.log(`Restore: npm run import -- --url https://<ref>.supabase.co ${out}   (with SUPABASE_SERVICE_ROLE_KEY set)`)
} catch (e) {
  fail(e)
}
