import type { AuditEntry } from '@/lib/api'
import { entry } from './audit-fixtures'
import { describeAudit } from '@/features/admin-team/audit/audit-lines'
import { auditCsv, auditCsvFileName } from '@/features/admin-team/audit/audit-csv'

describe('describeAudit', () => {
  it.each<[Partial<AuditEntry>, string]>([
    [{ action: 'approve' }, "Admin approved Ana Pérez's photo"],
    [{ action: 'upload', actor: 'team-link' }, 'Team link uploaded a new photo for Ana Pérez'],
    [{ action: 'replace', actor: 'team-link' }, "Team link replaced Ana Pérez's photo"],
    [
      { action: 'request-retake', after: { reason: 'blurry', note: 'Hold still' } },
      'Admin requested a retake from Ana Pérez: Blurry — “Hold still”',
    ],
    [
      { action: 'request-retake', after: { reason: 'face-not-visible', note: null } },
      'Admin requested a retake from Ana Pérez: Face not visible',
    ],
    [
      { action: 'rename', before: { player_name: 'Ana Perez' }, after: { player_name: 'Ana Pérez' } },
      'Admin renamed Ana Perez → Ana Pérez',
    ],
    [{ action: 'restore' }, 'Admin restored an earlier photo of Ana Pérez'],
    [{ action: 'delete-photo' }, "Admin deleted Ana Pérez's photo"],
    [{ action: 'purge' }, 'Admin purged an old photo of Ana Pérez'],
    [{ action: 'add-player', actor: 'system' }, 'System added Ana Pérez'],
    [{ action: 'remove-player' }, 'Admin removed Ana Pérez from the team'],
    [{ action: 'regenerate-code', playerName: null, playerId: null }, "Admin regenerated the team's access code"],
    [{ action: 'add-team', playerName: null, playerId: null }, 'Admin added the team'],
    [{ action: 'approve', playerName: null }, "Admin approved a player's photo"],
    [
      { action: 'approve', actor: 'system', after: { automatic: true, findings: [] } },
      "Ana Pérez's photo was approved automatically: every photo check passed",
    ],
    [
      { action: 'undo-approval', before: { automatic: true } },
      "Admin undid the automatic approval of Ana Pérez's photo: it needs review again",
    ],
    [{ action: 'undo-approval', before: { automatic: false } }, "Admin undid the approval of Ana Pérez's photo: it needs review again"],
  ])('%o → %s', (over, line) => expect(describeAudit(entry(over))).toBe(line))
})

describe('auditCsv', () => {
  it('writes a header and one escaped line per entry, with the raw before/after', () => {
    const csv = auditCsv([
      entry({ action: 'rename', playerName: '=cmd', before: { player_name: 'A, B' }, after: { player_name: '=cmd' } }),
      entry({ action: 'approve', actor: 'team-link', playerName: 'Zoë "Z" Müller' }),
    ])
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe('Time,Who,Action,Player,Description,Before,After')
    expect(lines[1]).toBe(
      `2025-12-02T10:00:00+00:00,Admin,rename,'=cmd,"Admin renamed A, B → =cmd","{""player_name"":""A, B""}","{""player_name"":""=cmd""}"`,
    )
    expect(lines[2]).toBe(`2025-12-02T10:00:00+00:00,Team link,approve,"Zoë ""Z"" Müller","Team link approved Zoë ""Z"" Müller's photo",,`)
    expect(lines[3]).toBe('')
  })

  it("names the file after the event, the team and the organizer's day", () => {
    expect(auditCsvFileName('mjwc2025', 'Côte d’Ivoire', new Date(2025, 11, 2, 23, 30))).toBe(
      'mjwc2025_Côte d’Ivoire_activity_2025-12-02.csv',
    )
    expect(auditCsvFileName('mjwc2025', 'A/B', new Date(2025, 0, 9))).toBe('mjwc2025_A_B_activity_2025-01-09.csv')
  })
})
