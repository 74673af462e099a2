// A player's upload as src/lib/api/upload-player-photo.ts does it, over plain HTTP against a
// running local backend: begin_upload → photo and thumbnail to Storage → finish_upload. Used by
// the durability and full-disk tests and by `npm run bench`.
import type { RunningServer } from '../../server/app.ts'

const BUCKET = 'player-photos'
/** begin_upload allows 60 tickets per team link an hour: stay below. */
const MAX_PER_TEAM = 50

/** Where the HTTP steps go: a server in this process, or one in a child process. */
export type Reachable = Pick<RunningServer, 'url' | 'anonKey'>

export type UploadablePlayer = { id: number; event_name: string; code: string }
export type Ticket = { ticket: string; photo_key: string; thumb_key: string }

/** Seeded players without a photo with their team's code, spread over teams (hourly caps). */
export async function uploadablePlayers(srv: RunningServer, count: number): Promise<UploadablePlayer[]> {
  const r = await srv.db.pg.query<UploadablePlayer>(
    `select id, event_name, code from (
       select u.id, u.event_name, t.code, row_number() over (partition by u.event_name, lower(u.team) order by u.id) as n
         from public.event_uploads u
         join public.team_access t on t.event_name = u.event_name and lower(t.team) = lower(u.team)
        where u.photo_path is null) p
      where n <= $1 order by n, id limit $2`,
    [MAX_PER_TEAM, count],
  )
  if (r.rows.length < count) throw new Error(`Only ${r.rows.length} seeded players without a photo, need ${count}`)
  return r.rows
}

export async function uploadablePlayer(srv: RunningServer): Promise<UploadablePlayer> {
  return (await uploadablePlayers(srv, 1))[0]!
}

/** An RPC as a player (anon); throws on an HTTP error. */
export async function anonRpc<T = unknown>(srv: Reachable, fn: string, args: object): Promise<T> {
  const res = await fetch(`${srv.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: srv.anonKey, authorization: `Bearer ${srv.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(args),
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${fn}: HTTP ${res.status} ${text}`)
  return (text ? JSON.parse(text) : null) as T
}

/** Stores a JPEG under `key` as a player would; the raw response. */
export function putPhoto(srv: Reachable, key: string, bytes: Buffer): Promise<Response> {
  return fetch(`${srv.url}/storage/v1/object/${BUCKET}/${key}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${srv.anonKey}`, 'content-type': 'image/jpeg' },
    body: new Uint8Array(bytes),
  })
}

export async function beginUpload(srv: Reachable, p: UploadablePlayer): Promise<Ticket> {
  const [ticket] = await anonRpc<Ticket[]>(srv, 'begin_upload', { p_event: p.event_name, p_code: p.code, p_player_id: p.id })
  if (!ticket) throw new Error('begin_upload returned no ticket')
  return ticket
}

/** The whole upload; throws on any failed step. */
export async function uploadPhoto(srv: Reachable, p: UploadablePlayer, photo: Buffer, thumb: Buffer): Promise<void> {
  const ticket = await beginUpload(srv, p)
  for (const [key, bytes] of [
    [ticket.photo_key, photo],
    [ticket.thumb_key, thumb],
  ] as const) {
    const res = await putPhoto(srv, key, bytes)
    if (!res.ok) throw new Error(`upload ${key}: HTTP ${res.status} ${await res.text()}`)
  }
  await anonRpc(srv, 'finish_upload', { p_event: p.event_name, p_code: p.code, p_ticket: ticket.ticket, p_consent: true })
}
