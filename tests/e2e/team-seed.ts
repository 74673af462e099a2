// A team of a spec's own, with exactly these players and no photos (made anew on every run: the
// backend is shared by the spec files a worker runs, fixtures.ts).
import type { E2EBackend } from './fixtures'

export async function seedTeam(backend: E2EBackend, event: string, team: string, players: readonly string[]): Promise<void> {
  await backend.query(
    `insert into team_access (event_name, team, code) select $1, $2, private.random_code()
      where not exists (select 1 from team_access where event_name = $1 and team = $2)`,
    [event, team],
  )
  await backend.query('delete from event_uploads where event_name = $1 and team = $2', [event, team])
  await backend.query('insert into event_uploads (event_name, team, player_name) select $1, $2, unnest($3::text[])', [event, team, players])
}
