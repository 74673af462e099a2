// What `npm start` / `npm run dev` print: where to open the app (also from a phone on the same
// Wi-Fi), the admin login, and a few team links so every flow can be tried at once.
import { networkInterfaces } from 'node:os'
import type { RunningServer } from '../app.ts'
import { LOCAL_ANON_KEY } from '#common/local-backend'

export function lanUrls(port: number): string[] {
  const urls: string[] = []
  for (const addrs of Object.values(networkInterfaces())) {
    for (const a of addrs ?? []) {
      if (a.family === 'IPv4' && !a.internal) urls.push(`http://${a.address}:${port}`)
    }
  }
  return urls
}

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.')

type TeamLink = { event_code: string; event_name: string; team: string; code: string }

export async function sampleTeamLinks(srv: RunningServer): Promise<TeamLink[]> {
  return srv.db.serial(async (tx) => {
    const r = await tx.query<TeamLink>(
      `(select e.code as event_code, e.name as event_name, t.team, t.code
          from public.team_access t join public.events e on e.name = t.event_name
         where e.code = 'mjwc2025' order by t.team limit 3)
       union all
       (select e.code, e.name, t.team, t.code
          from public.team_access t join public.events e on e.name = t.event_name
         where e.code = 'wjwc2025' order by t.team limit 1)`,
    )
    return r.rows
  })
}

export async function printBanner(srv: RunningServer, opts: { title: string; host: string; dataDir?: string }): Promise<void> {
  const port = Number(new URL(srv.url).port)
  const lan = opts.host === '0.0.0.0' || opts.host === '::' ? lanUrls(port) : []
  const links = await sampleTeamLinks(srv)
  const lines = [
    '',
    `  ${opts.title}`,
    '',
    `  App:          ${srv.url}`,
    ...lan.map((u) => `  On your LAN:  ${u}   (phones on the same Wi-Fi)`),
    ...(isLoopback(opts.host)
      ? [
          '  Only this computer can open it. For phones on the same Wi-Fi: HOST=0.0.0.0 npm start',
          '  (anyone on that network can then reach it; the camera needs HTTPS, see docs/operations.md).',
        ]
      : []),
    `  Admin:        ${srv.url}/admin/mjwc2025`,
    `  Admin e-mail: ${srv.adminEmail || '(no admin user)'}`,
    `  Password:     ${srv.adminPassword ?? '(changed since; ADMIN_PASSWORD=… sets a new one)'}`,
    ...(opts.dataDir && srv.adminPassword ? [`                (kept in ${opts.dataDir}/admin-password)`] : []),
    '',
    '  Team links (share with players):',
    ...links.map((l) => `    ${`${srv.url}/${l.event_code}/${l.code}`.padEnd(48)} ${l.team} (${l.event_name})`),
    '',
    `  API anon key: ${LOCAL_ANON_KEY}  (or ${srv.anonKey.slice(0, 16)}…; the apikey is public on Supabase too)`,
    opts.dataDir ? `  Data:         ${opts.dataDir}  (npm run reset starts over)` : '  Data:         in memory',
    '',
  ]
  console.log(lines.join('\n'))
}
