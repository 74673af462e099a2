// What failed, in the app's terms, when the SQL gave no reason of its own (refusals.ts has those):
// each data-module operation's failure, with the text an organizer reads (the spec's toast texts,
// §8, character for character) and, for a player's upload, the i18n key a player reads.
import type { ErrorRow } from './refusals'

export const FAILURES = {
  unexpected: { text: 'An unexpected error occurred.' },
  // player
  'load-roster': { text: 'Failed to load players. Please try again.' },
  'upload-failed': { text: 'Failed to upload photo. Please try again.', player: 'wizard.uploadFailed' },
  'missing-data': { text: 'Missing image or player data', player: 'wizard.missingData' },
  'upload-offline': {
    text: "No connection, so the photo wasn't sent. It is still here: tap Upload when you're back online.",
    player: 'wizard.uploadOffline',
  },
  // admin sign-in
  'invalid-password': { text: 'Invalid password' },
  'sign-in-throttled': { text: 'Too many sign-in attempts. Wait 5 minutes, then try again.' },
  'sign-in-unreachable': { text: "Can't reach the server. Check your connection, then try again." },
  'sign-in-unconfirmed': {
    text: 'This admin account is not confirmed yet. Confirm the user in Supabase (Authentication → Users), then try again.',
  },
  'sign-in-server': { text: 'The server could not sign you in right now. Please try again in a moment.' },
  // admin dashboard
  'load-teams': { text: 'Failed to load teams data' },
  'load-storage': { text: 'Failed to load storage usage' },
  'add-team': { text: 'Failed to add team' },
  'team-exists': { text: 'A team with this name already exists' },
  'regenerate-code': { text: 'Failed to regenerate the access code' },
  'import-roster': { text: 'Failed to import roster' },
  'load-consent': { text: 'Failed to load the consent text' },
  'save-player-details': { text: "Failed to save the player's details" },
  'save-consent': { text: 'Failed to save the consent text' },
  'load-auto-approve': { text: 'Failed to load the automatic approval setting' },
  'save-auto-approve': { text: 'Failed to save the automatic approval setting' },
  // admin team page
  'load-players': { text: 'Failed to load players' },
  'add-player': { text: 'Failed to add player' },
  'rename-player': { text: 'Failed to update player name' },
  'remove-player': { text: 'Failed to remove player' },
  'delete-photo': { text: 'Failed to delete photo' },
  'replace-photo': { text: 'Failed to replace photo' },
  'download-photo': { text: 'Failed to download photo' },
  'review-photo': { text: 'Failed to save the review' },
  'load-versions': { text: 'Failed to load photo versions' },
  'restore-version': { text: 'Failed to restore this version' },
  'load-audit': { text: 'Failed to load the activity' },
  // leftover files
  'load-leftovers': { text: 'Failed to load leftover files' },
  'purge-leftovers': { text: 'Failed to purge files' },
  // events as data
  'load-events': { text: 'Failed to load events' },
  'create-event': { text: 'Failed to create the event' },
  'update-event': { text: 'Failed to save the event' },
  'set-event-state': { text: "Failed to change the event's state" },
  // the portal's support address
  'load-support-contact': { text: 'Failed to load the support address' },
  'save-support-contact': { text: 'Failed to save the support address' },
  // export destinations and the event-wide export
  'load-destinations': { text: 'Failed to load the export destinations' },
  'save-destinations': { text: 'Failed to save the export destinations' },
  'load-export-players': { text: 'Failed to load the players to export' },
} as const satisfies Record<string, ErrorRow>

export type FailureCode = keyof typeof FAILURES
