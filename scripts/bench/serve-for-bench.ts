// A local backend in its own process for the burst benchmark, so the 200 simulated players in the
// benchmark's process don't share an event loop with the server they measure. Started from any
// checkout's server/ (argv: repo root, data folder, built app), it prints one JSON line with its
// URL, anon key, the teams' links and players without a photo, then serves until killed.
import { pathToFileURL } from 'node:url'
import { join } from 'node:path'
import { uploadablePlayers } from '../../tests/integration/upload-steps.ts'

const [root, dataDir, staticDir] = process.argv.slice(2)
if (!root || !dataDir || !staticDir) throw new Error('usage: serve-for-bench.ts <repo root> <data folder> <built app>')
const { startServer } = (await import(pathToFileURL(join(root, 'server', 'app.ts')).href)) as typeof import('../../server/app.ts')
const server = await startServer({ dataDir, staticDir, port: 0, host: '127.0.0.1', logErrors: process.env.BENCH_LOG_ERRORS === '1' })
const teams = (
  await server.db.pg.query(
    `select e.code as "eventCode", t.event_name as "eventName", t.code from public.team_access t
       join public.events e on e.name = t.event_name order by t.event_name, t.team`,
  )
).rows
const players = await uploadablePlayers(server, Number(process.env.BENCH_UPLOADABLE ?? 50))
process.stdout.write(JSON.stringify({ url: server.url, anonKey: server.anonKey, teams, players }) + '\n')
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)))
