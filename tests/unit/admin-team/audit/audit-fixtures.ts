// An audit entry as getTeamAudit answers it, for the Activity tests.
import type { AuditEntry } from '@/lib/api'

let nextId = 1
export const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: nextId++,
  at: '2025-12-02T10:00:00+00:00',
  action: 'upload',
  actor: 'admin',
  playerId: 7,
  playerName: 'Ana Pérez',
  before: null,
  after: null,
  ...over,
})
