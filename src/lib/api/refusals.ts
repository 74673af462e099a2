// Every refusal the SQL raises, in one table. A function refuses with a `hint`: a stable,
// language-free name for why (e.g. 'player-removed'). That hint is the ApiError's code as it is,
// never renamed on the way, and its row says what each reader is told and what the page does:
//
// - text: what an organizer reads (toasts, form errors, notices), in English; also the
//   ApiError's message wherever it is met, so logs and tests read the same words.
// - player: the i18n key a player reads instead, in their language, where a player can meet the
//   refusal (their upload). Without it a player is told the operation's own failure.
// - then: what the page does besides saying it. 'reload': what the person saw is no longer so
//   (a compare-and-set refused, or the event or roster changed under the player): the admin's
//   change reloads the reads it touches, the player's team page loads the roster, consent or
//   event again. 'new-ticket': the upload starts over with a fresh ticket.
//
// tests/unit/api/refusals.test.ts reads supabase/schemas and fails when the SQL raises a hint
// this table lacks, or names an i18n key English or Spanish lacks.
// the module, not the '@/i18n' barrel: integration tests typecheck the data module without JSX
import type { PlainKey } from '@/i18n/translate'

export type ErrorRow = {
  readonly text: string
  readonly player?: PlainKey
  readonly then?: 'reload' | 'new-ticket'
}

export const REFUSALS = {
  // compare-and-set: the row changed since the admin's page showed it
  'photo-changed': { text: 'This photo changed since you opened the page', then: 'reload' },
  'player-changed': { text: 'This player changed since you opened the page', then: 'reload' },
  'player-removed': { text: 'This player was removed since you opened the page', player: 'wizard.playerRemoved', then: 'reload' },
  'event-changed': { text: 'This event changed since you opened the page', then: 'reload' },
  'support-email-changed': { text: 'Another organizer changed the support address since you opened the page', then: 'reload' },
  'destinations-changed': { text: 'Another organizer changed the export destinations since you opened the page', then: 'reload' },

  // a player's upload (begin_upload, finish_upload)
  'player-hourly-limit': {
    text: 'Too many photos were uploaded for this player in the last hour. Please try again later.',
    player: 'wizard.playerUploadLimit',
  },
  'team-hourly-limit': {
    text: 'Too many photos were uploaded with this team link in the last hour. Please try again later, or ask your team manager.',
    player: 'wizard.teamUploadLimit',
  },
  'photo-approved': {
    text: 'This photo was already approved. To change it, ask your team manager or the organizers.',
    player: 'wizard.photoApproved',
    then: 'reload',
  },
  'consent-required': { text: 'Please tick the consent box before uploading.', player: 'wizard.consentRequired', then: 'reload' },
  // past the event's deadline, or the event closed: retrying won't help until an organizer reopens
  'uploads-closed': { text: 'Uploads are closed for this event', player: 'wizard.uploadsClosed', then: 'reload' },
  // the objects a ticket named are not stored (a local backend that crashed after storing them)
  'photo-not-stored': { text: 'The photo was not stored yet', then: 'new-ticket' },
  // the app sent a photo check the database doesn't know: a bug, which the player can only retry
  'unknown-finding': { text: 'The photo checks sent a finding the portal does not know' },

  // the head-and-shoulders master, sent after the player's upload succeeded (attach_upload_master):
  // the player never reads these; a refused master leaves the export the square to cut from
  'master-too-late': { text: 'The upload ticket expired before its master was recorded' },
  'master-not-of-ticket': { text: 'This master is not the one this upload may store' },
  'upload-not-finished': { text: 'The upload is not finished, so its master cannot be recorded yet' },
  'master-recorded': { text: 'This photo already has its master' },
  'master-not-stored': { text: 'The master was not stored' },
  'master-square': { text: 'The square inside the master must be x, y, width and height' },

  // names (players and teams)
  'duplicate-name': { text: 'This team already has a player with this name' },
  'name-too-long': { text: 'Player names can have at most 120 characters' },
  'name-control-characters': { text: "Names can't contain line breaks or other control characters" },

  // roster identities: number, family and given names, role, external ID
  'duplicate-number': { text: 'Another player of this team has this number' },
  'duplicate-id': { text: 'Another player of this event has this external ID' },
  'bad-number': { text: 'Shirt numbers are whole numbers from 1 to 99' },
  'bad-role': { text: 'The role is player, goalkeeper or staff' },
  'name-part-too-long': { text: 'Family and given names can have at most 120 characters' },
  'id-too-long': { text: 'External IDs can have at most 64 characters' },
  'details-control-characters': { text: "Names and IDs can't contain line breaks or other control characters" },

  // photos and their review
  'consent-missing': { text: "This photo was uploaded without the player's consent, so it can't become their photo" },
  'retake-reason': { text: 'Choose a reason for the retake' },
  'version-gone': { text: 'This version no longer exists' },
  'version-incomplete': { text: "This version's files are not complete, so it can't be restored" },

  // events as data
  'event-code-format': { text: 'Event codes have 2 to 40 lower-case letters, digits or dashes, e.g. mjwc2026' },
  'event-code-reserved': { text: 'This code is used by the portal itself. Please choose another one.' },
  'event-code-taken': { text: 'An event with this code already exists' },
  'event-name-taken': { text: 'An event with this short name already exists' },
  'event-dates-order': { text: 'The end date must be on or after the start date' },
  'time-zone-invalid': { text: 'Choose a time zone from the list, e.g. Europe/Madrid' },
  'event-field-required': { text: "Please enter the event's code and name" },
  'event-field-too-long': { text: 'Event names and venues can have at most 120 characters, short names 40' },
  'event-email-invalid': { text: 'The contact must be an e-mail address' },
  'photo-side-invalid': { text: 'Choose a photo size from the list' },
  'event-not-found': { text: 'This event no longer exists' },
  'event-state-invalid': { text: 'Unknown event state' },
  'event-not-open': { text: 'This event is not open' },
  // the code and the data name are fixed once created (the edit form never sends them)
  'event-immutable': { text: "An event's code and short name never change" },

  // the portal's support address
  'support-email-invalid': { text: 'The support address must be an e-mail address, e.g. help@example.org' },

  // export destinations
  'destination-name-required': { text: 'Please give the destination a name' },
  'destination-name-too-long': { text: 'Destination names can have at most 80 characters' },
  'destination-name-taken': { text: 'Two destinations have the same name' },
  'destination-width-invalid': { text: 'The width must be a whole number of pixels from 100 to 4000' },
  'destination-max-kb-invalid': { text: 'The size limit must be from 20 KB to 20000 KB' },
  'destination-template-invalid': { text: 'The file name may only use the fields listed below it' },
  'destination-invalid': { text: 'This destination has a setting the portal does not know' },

  // an event's rows moved between backends with the service key (npm run import prints the
  // server's own message, which names the row)
  'import-refused': { text: 'The import was refused' },
} as const satisfies Record<string, ErrorRow>

export type RefusalCode = keyof typeof REFUSALS

export function isRefusalCode(code: string | undefined): code is RefusalCode {
  return code !== undefined && Object.prototype.hasOwnProperty.call(REFUSALS, code)
}

/** A player's refusal that means the team page's view is out of date (it loads what changed). */
export type PlayerReload = {
  [C in RefusalCode]: (typeof REFUSALS)[C] extends { player: PlainKey; then: 'reload' } ? C : never
}[RefusalCode]
