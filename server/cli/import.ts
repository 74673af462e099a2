// `npm run import -- --url <project url> --service-key <key> <export folder>`: an event exported
// with `npm run export` into a Supabase project with the migrations applied (ops/import-event.ts).
// For a local backend instead: `--data-dir <its data folder>` signs a short-lived service-role
// token with that folder's JWT secret (the only place a service role comes from locally) and
// finds the running portal's URL (or give --url).
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { signJwt } from '../api/jwt.ts'
import { runningPortal } from '../ops/folder.ts'
import { importEvent, serviceClient } from '../ops/import-event.ts'
import { fail } from '../ops/cli-support.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string' }, 'service-key': { type: 'string' }, 'data-dir': { type: 'string' } },
})
const usage = 'Usage: npm run import -- --url <project url> --service-key <service_role key> <export folder>\n' +
  '   or: npm run import -- --data-dir <local data folder> [--url <its url>] <export folder>'
const [dir] = positionals
if (!dir || positionals.length > 1) fail(usage)

async function target(): Promise<{ url: string; key: string }> {
  const key = values['service-key'] ?? process.env.SUPABASE_SERVICE_ROLE_KEY
  if (key && values.url) return { url: values.url, key }
  const dataDir = values['data-dir']
  if (!dataDir) throw new Error(usage)
  const secret = (await readFile(join(resolve(dataDir), 'jwt-secret'), 'utf8')).trim()
  const now = Math.floor(Date.now() / 1000)
  const running = await runningPortal(resolve(dataDir))
  const url = values.url ?? (running?.url ?? null)
  if (!url) throw new Error(`No portal is running on ${dataDir}: start it (npm start with DATA_DIR=${dataDir}) or give --url.`)
  return { url, key: signJwt({ iss: 'supabase', role: 'service_role', iat: now, exp: now + 3600 }, secret) }
}

try {
  const { url, key } = await target()
  console.log(`Importing ${dir} into ${url} …`)
  const r = await importEvent(resolve(dir as string), serviceClient(url, key), (line) => console.log(line))
  console.log(`Done: ${JSON.stringify(r.event)} is in ${url}.`)
} catch (e) {
  fail(e)
}
