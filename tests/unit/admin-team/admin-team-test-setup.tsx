// Shared pieces of the admin team page's component tests: fixtures, a render helper and a
// deferred promise. The data module, toasts, the file download and the image step are mocked per file.
import { configure, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { MJWC } from '../event-fixtures'
import type { AdminPlayer } from '@/lib/api'
import { AdminTeamPage } from '@/features/admin-team'

// The first render of a file imports the whole page; on a busy machine that alone can pass the
// default 1 s of findBy*/waitFor.
configure({ asyncUtilTimeout: 5000 })

export { MJWC }
const BASE = 'http://backend.test/storage/v1/object/public/player-photos/mjwc2025/Spain'

let nextId = 100
export function player(name: string, withPhoto: boolean, over: Partial<AdminPlayer> = {}): AdminPlayer {
  const id = nextId++
  const key = name.replace(/\W+/g, '_')
  return {
    id,
    event_name: 'MJWC 2025',
    team: 'Spain',
    player_name: name,
    upload_status: withPhoto,
    photo_url: withPhoto ? `${BASE}/${key}_${id}.jpg` : null,
    photo_path: withPhoto ? `mjwc2025/Spain/${key}_${id}.jpg` : null,
    thumb_path: withPhoto ? `mjwc2025/Spain/${key}_${id}.thumb.jpg` : null,
    thumb_url: withPhoto ? `${BASE}/${key}_${id}.thumb.jpg` : null,
    updated_at: '2025-11-20T10:00:00Z',
    created_at: '2025-11-01T10:00:00Z',
    review_state: withPhoto ? 'submitted' : null,
    retake_reason: null,
    retake_note: null,
    version_count: withPhoto ? 1 : 0,
    findings: null,
    auto_approved: false,
    shirt_number: null,
    family_name: null,
    given_name: null,
    role: 'player',
    external_id: null,
    photoSrc: withPhoto ? `${BASE}/${key}_${id}.jpg` : null,
    thumbSrc: withPhoto ? `${BASE}/${key}_${id}.thumb.jpg` : null,
    ...over,
  }
}

export const ROSTER = (): AdminPlayer[] => [
  player('Ana Ruiz', true),
  player('Björn Nakamura', false),
  player('María José de los Ángeles Fernández-Villanueva', true),
  player('Zoë Müller', false),
]

function Where() {
  return <div data-testid="location">{useLocation().pathname}</div>
}

export function renderTeamPage(teamCandidates = ['Spain']) {
  const user = userEvent.setup()
  const view = render(
    <MemoryRouter initialEntries={['/admin/mjwc2025/Spain']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <AdminTeamPage event={MJWC} teamCandidates={teamCandidates} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  )
  return { user, ...view }
}

export function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** A photo taken off (what clear_player_photo answers) */
export const NO_PHOTO = {
  upload_status: false,
  photo_url: null,
  photo_path: null,
  thumb_path: null,
  thumb_url: null,
  photoSrc: null,
  thumbSrc: null,
  review_state: null,
  retake_reason: null,
  retake_note: null,
} as const satisfies Partial<AdminPlayer>

/**
 * A tiny stand-in for the server's roster: the mocked changes update it and listTeamPlayers reads
 * it, so the quiet reload that follows a change (or a live refresh) shows what the server would.
 */
export function serverRoster(initial: AdminPlayer[]) {
  let rows = initial.map((p) => ({ ...p }))
  return {
    get rows(): readonly AdminPlayer[] {
      return rows
    },
    list: async () => rows.map((p) => ({ ...p })),
    update(id: number, patch: Partial<AdminPlayer>): AdminPlayer {
      rows = rows.map((p) => (p.id === id ? { ...p, ...patch } : p))
      return { ...rows.find((p) => p.id === id)! }
    },
    remove(id: number) {
      rows = rows.filter((p) => p.id !== id)
    },
    add(p: AdminPlayer): AdminPlayer {
      rows = [...rows, p]
      return { ...p }
    },
  }
}
