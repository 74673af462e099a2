import { describe, expect, it } from 'vitest'
import type { ExportDestination, ExportPlayer } from '@/lib/api'
import { nameParts, planExport } from '@/features/admin-export/plan-export'
import { manifestCsv } from '@/features/admin-export/manifest'
import { sourceOf } from '@/features/admin-export/run-export'
import { exportPlayer } from './export-fixtures'

const player = (id: number, team: string, name: string, review: ExportPlayer['review_state'], photo = true): ExportPlayer =>
  exportPlayer(id, {
    team,
    player_name: name,
    shirt_number: null,
    ...(photo ? { review_state: review } : { photo_path: null, photoSrc: null, review_state: null, photo_at: null }),
  })

const players = [
  player(1, 'Germany', 'Jonas Müller', 'approved'),
  player(2, 'Germany', 'Ole Schmidt', 'submitted'),
  player(3, 'South Africa', '=HYPERLINK("x") Thabo', 'approved'),
  player(4, 'South Africa', 'No Photo', null, false),
]
const destination: ExportDestination = {
  name: 'Accreditation',
  shape: '35:45',
  width: 420,
  format: 'jpeg',
  max_kb: 500,
  template: '{team_code}_{NAME}',
  folders: 'flat',
  photos: 'approved',
  manifest: true,
}

describe('an export plan', () => {
  it('takes approved photos only when asked, and says why each other player is left out', () => {
    const plan = planExport('MJWC 2025', players, destination)!
    expect(plan.files.map((f) => f.path)).toEqual(['GER_JONAS MÜLLER.jpg', 'RSA_=HYPERLINK(_X_) THABO.jpg'])
    expect(plan.skipped.map((s) => [s.player.id, s.reason])).toEqual([
      [2, 'not-approved'],
      [4, 'no-photo'],
    ])
  })

  it('takes every current photo when asked, PNG names and team folders as set', () => {
    const plan = planExport('MJWC 2025', players, {
      ...destination,
      photos: 'current',
      format: 'png',
      folders: 'team',
      template: '{name}',
    })!
    expect(plan.files.map((f) => f.path)).toEqual([
      'Germany/Jonas Müller.png',
      'Germany/Ole Schmidt.png',
      'South Africa/=HYPERLINK(_x_) Thabo.png',
    ])
  })

  it('is null for a template with fields that do not exist', () => {
    expect(planExport('MJWC 2025', players, { ...destination, template: '{surname}' })).toBeNull()
  })

  it('writes a manifest a spreadsheet opens safely: a name that looks like a formula stays text', () => {
    const plan = planExport('MJWC 2025', players, destination)!
    const csv = manifestCsv(
      plan.files.map((file) => ({
        file,
        source: 'square' as const,
        width: 420,
        height: 540,
        bytes: 48_000,
        smaller: false,
        narrowed: true,
      })),
    )
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[2]).toContain(`,"'=HYPERLINK(""x"") Thabo",`)
    expect(lines[1]).toBe(
      'GER_JONAS MÜLLER.jpg,Germany,GER,Jonas Müller,,,,,player,approved,2026-11-28T10:00:00+00:00,420,540,48000,square,cut from the square photo: no portrait master',
    )
  })

  it('cuts a file from the master and the square inside it where one was kept, else from the square', () => {
    const square = { x: 240, y: 120, width: 800, height: 800 }
    const withMaster = { ...player(5, 'Germany', 'Mia Kurz', 'approved'), masterSrc: 'http://x/5.master.jpg', masterSquare: square }
    const plan = planExport('MJWC 2025', [withMaster, players[0]!], destination)!
    expect(plan.files.map((f) => sourceOf(f))).toEqual([
      { kind: 'master', url: 'http://x/5.master.jpg', square },
      { kind: 'square', url: 'http://x/1.jpg', square: null },
    ])
  })
})

describe('roster identities in file names and the manifest', () => {
  const withIdentity: ExportPlayer = {
    ...player(10, 'Germany', 'Jonas Müller', 'approved'),
    shirt_number: 7,
    family_name: 'Müller',
    given_name: 'Jonas',
    role: 'goalkeeper',
    external_id: 'ACR-0042',
  }
  const accreditation = { ...destination, template: '{team_code}_{number}_{FAMILY}_{given}_{id}_{role}' }

  it('fills {number}, {family}, {given}, {id} and {role} from the roster', () => {
    const plan = planExport('MJWC 2025', [withIdentity], accreditation)!
    expect(plan.files.map((f) => f.path)).toEqual(['GER_7_MÜLLER_Jonas_ACR-0042_goalkeeper.jpg'])
  })

  it('takes {family} and {given} from the display name when the roster has neither: last word, then the rest', () => {
    expect(nameParts({ player_name: 'Ana María  Pérez', family_name: null, given_name: null })).toEqual({
      family: 'Pérez',
      given: 'Ana María',
    })
    expect(nameParts({ player_name: 'Pelé', family_name: null, given_name: null })).toEqual({ family: 'Pelé', given: '' })
    // one of them stored: nothing is guessed
    expect(nameParts({ player_name: 'Ana María Pérez', family_name: 'Pérez García', given_name: null })).toEqual({
      family: 'Pérez García',
      given: '',
    })
    const plan = planExport('MJWC 2025', [player(11, 'Germany', 'Ole Schmidt', 'approved')], accreditation)!
    expect(plan.files.map((f) => f.path)).toEqual(['GER_SCHMIDT_Ole_player.jpg'])
  })

  it('the manifest carries the stored fields, never a guessed family or given name', () => {
    const plan = planExport('MJWC 2025', [withIdentity, player(11, 'Germany', 'Ole Schmidt', 'approved')], accreditation)!
    const csv = manifestCsv(
      plan.files.map((file) => ({
        file,
        width: 420,
        height: 540,
        bytes: 1000,
        source: 'square' as const,
        smaller: false,
        narrowed: false,
      })),
    )
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[1]).toBe(
      'GER_7_MÜLLER_Jonas_ACR-0042_goalkeeper.jpg,Germany,GER,Jonas Müller,7,Müller,Jonas,ACR-0042,goalkeeper,approved,2026-11-28T10:00:00+00:00,420,540,1000,square,',
    )
    expect(lines[2]).toBe(
      'GER_SCHMIDT_Ole_player.jpg,Germany,GER,Ole Schmidt,,,,,player,approved,2026-11-28T10:00:00+00:00,420,540,1000,square,',
    )
  })
})
