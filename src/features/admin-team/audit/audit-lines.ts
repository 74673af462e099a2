// An audit entry as a sentence an organizer reads ('Admin approved Ana Pérez's photo'). Pure:
// the SQL's before/after JSON in, text out.
import type { AuditEntry } from '@/lib/api'
import type { Json } from '@/lib/database.types'
import { RETAKE_REASONS, type RetakeReason } from '@/lib/api'
import { RETAKE_REASON_LABEL } from '../review/texts'
import { ACTOR_NAME, auditTexts } from './texts'

const text = (v: Json | undefined): string | null => (typeof v === 'string' && v !== '' ? v : null)
const isReason = (v: string | null): v is RetakeReason => (RETAKE_REASONS as readonly (string | null)[]).includes(v)

export function describeAudit(entry: AuditEntry): string {
  const who = ACTOR_NAME[entry.actor] ?? entry.actor
  const player = entry.playerName ?? auditTexts.aPlayer
  const line = auditTexts.line
  switch (entry.action) {
    case 'add-player':
      return line.addPlayer(who, player)
    case 'remove-player':
      return line.removePlayer(who, player)
    case 'rename':
      return line.rename(who, text(entry.before?.player_name) ?? player, text(entry.after?.player_name) ?? player)
    case 'upload':
      return line.upload(who, player)
    case 'replace':
      return line.replace(who, player)
    case 'delete-photo':
      return line.deletePhoto(who, player)
    case 'restore':
      return line.restore(who, player)
    case 'approve':
      return entry.after?.automatic === true ? line.autoApprove(player) : line.approve(who, player)
    case 'undo-approval':
      return line.undoApproval(who, player, entry.before?.automatic === true)
    case 'request-retake': {
      const reason = text(entry.after?.reason)
      const label = isReason(reason) ? RETAKE_REASON_LABEL[reason] : (reason ?? RETAKE_REASON_LABEL.other)
      return line.retake(who, player, label, text(entry.after?.note))
    }
    case 'purge':
      return line.purge(who, player)
    case 'add-team':
      return line.addTeam(who)
    case 'regenerate-code':
      return line.regenerateCode(who)
    case 'consent-changed':
      return line.consent(who)
  }
  // An action a newer backend knows and this app doesn't: still shown, by its name.
  return `${who}: ${String(entry.action)}`
}
