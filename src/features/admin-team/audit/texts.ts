// Every text of the team's Activity panel (the audit trail), beside the feature rather than in
// the shared texts.ts. Each line reads as a sentence: who did what to whom.
import { apiErrorText, type AuditActor } from '@/lib/api'

export const ACTOR_NAME: Record<AuditActor, string> = { 'team-link': 'Team link', admin: 'Admin', system: 'System' }

export const auditTexts = {
  openButton: 'Activity',
  title: 'Activity',
  intro: 'Everything that happened to this team, newest first.',
  loading: 'Loading activity…',
  loadFailed: apiErrorText('load-audit'),
  tryAgain: 'Try Again',
  empty: 'Nothing has happened in this team yet.',
  showOlder: 'Show older',
  loadingOlder: 'Loading…',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  exported: (n: number) => (n === 1 ? 'Exported 1 line' : `Exported ${n} lines`),
  close: 'Close',
  listLabel: 'Activity, newest first',

  aPlayer: 'a player',
  line: {
    addPlayer: (who: string, p: string) => `${who} added ${p}`,
    removePlayer: (who: string, p: string) => `${who} removed ${p} from the team`,
    rename: (who: string, from: string, to: string) => `${who} renamed ${from} → ${to}`,
    upload: (who: string, p: string) => `${who} uploaded a new photo for ${p}`,
    replace: (who: string, p: string) => `${who} replaced ${p}'s photo`,
    deletePhoto: (who: string, p: string) => `${who} deleted ${p}'s photo`,
    restore: (who: string, p: string) => `${who} restored an earlier photo of ${p}`,
    approve: (who: string, p: string) => `${who} approved ${p}'s photo`,
    autoApprove: (p: string) => `${p}'s photo was approved automatically: every photo check passed`,
    undoApproval: (who: string, p: string, automatic: boolean) =>
      `${who} undid the ${automatic ? 'automatic ' : ''}approval of ${p}'s photo: it needs review again`,
    retake: (who: string, p: string, reason: string, note: string | null) =>
      `${who} requested a retake from ${p}: ${reason}${note ? ` — “${note}”` : ''}`,
    purge: (who: string, p: string) => `${who} purged an old photo of ${p}`,
    addTeam: (who: string) => `${who} added the team`,
    regenerateCode: (who: string) => `${who} regenerated the team's access code`,
    consent: (who: string) => `${who} changed the consent text`,
  },

  csvHeader: ['Time', 'Who', 'Action', 'Player', 'Description', 'Before', 'After'],
  csvFileName: (eventCode: string, team: string, date: string) => `${eventCode}_${team}_activity_${date}.csv`,
} as const
