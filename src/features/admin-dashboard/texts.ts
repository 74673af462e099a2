// The admin dashboard's texts that more than one screen, or a test, reads. Where the spec (§8)
// gives a text it is copied here character for character. The texts of failed backend calls
// live with the data module (src/lib/api/failures.ts, refusals.ts).
import { apiErrorText } from '@/lib/api'
import { PLAYER_NAME_MAX_CHARS, TEAM_NAME_MAX_CHARS } from '@/config/constants'
import type { TeamFilter } from './filter-teams'

export const TEAM_FILTER_LABELS: Record<TeamFilter, string> = {
  all: 'All Teams',
  complete: 'Complete',
  incomplete: 'Incomplete',
  'to-review': 'Teams with photos to review',
}

export const texts = {
  exportSuccess: 'Summary exported with access links!',
  noAccessCode: 'No access code configured for this team. Please check teamAccess.js config.',
  copyFailed: "Couldn't copy the link. Select it and copy it by hand.",
  teamNameRequired: 'Please enter a team name',
  teamExists: apiErrorText('team-exists'),
  autoApproveTitle: 'Automatic approval',
  autoApproveLoadFailed: "Couldn't load the automatic approval setting",
  consentLoadFailed: "Couldn't load the consent settings",
  consentSaved: 'Consent settings saved',
  emptyRosterFile: 'The file has no lines to import.',
  teamTooLong: `Team name too long (max ${TEAM_NAME_MAX_CHARS} characters)`,
  playerNameTooLong: `Player name too long (max ${PLAYER_NAME_MAX_CHARS} characters)`,
} as const
