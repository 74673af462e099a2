// Every text of the admin team page. Where the spec (§2, §5, §8) gives a text it is copied here
// character for character, so tests and screens share one source. The texts of failed backend
// calls live with the data module (src/lib/api/failures.ts, refusals.ts).
import { apiErrorText } from '@/lib/api'
import type { PhotoFinding } from '#common/photo-findings'
import { IMAGE_ERRORS } from '@/lib/image'

/** What the photo checks found, as the organizer reads it beside a photo (the player reads the
 *  wizard's own sentences, in their language). */
export const FINDING_LABEL: Record<PhotoFinding, string> = {
  'no-face': 'No face found',
  'several-faces': 'More than one face',
  'face-small': 'Face small in the photo',
  'face-cut': 'Face cut by the edge',
  dark: 'Too dark',
  blurry: 'Blurry',
}

export const texts = {
  progress: (uploaded: number, total: number) => `${uploaded} of ${total} photos uploaded`,
  backToDashboard: 'Back to dashboard',
  searchPlaceholder: 'Search players...',
  searchLabel: 'Search players',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} players`,
  viewLabel: 'View',
  gridView: 'Grid',
  listView: 'List',
  addPlayer: 'Add Player',
  downloadAll: 'Download All',
  downloading: 'Downloading...',
  noPhoto: 'No photo',
  previewUnavailable: 'Preview unavailable',
  uploaded: 'Uploaded',
  noPlayers: 'No players found',
  playersHeading: 'Players',
  loadingPlayers: 'Loading players…',
  loadingTeam: 'Loading team…',
  loadFailed: apiErrorText('load-players'),
  tryAgain: 'Try Again',
  checkConnection: 'Check your connection, then try again.',

  columns: { player: 'Player', status: 'Status', actions: 'Actions' },

  teamNotFoundTitle: 'Team Not Found',
  teamNotFoundMessage:
    "The team you're looking for doesn't exist or has been removed. Please verify the link with your team administrator.",

  addDialogTitle: 'Add New Player',
  playerNameLabel: 'Player name',
  addDetailsLegend: 'Details for exports (optional)',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving…',
  adding: 'Adding…',
  close: 'Close',
  enterPlayerName: 'Please enter a player name',
  nameCannotBeEmpty: 'Player name cannot be empty',
  added: (name: string) => `Added ${name}`,
  renamed: (name: string) => `Updated name to ${name}`,
  detailsSaved: (name: string) => `Saved the details of ${name}`,
  details: {
    title: (p: string) => `Details of ${p}`,
    nameHint: 'As players see it on the team link and in file names.',
    number: 'Shirt number',
    numberHint: 'From 1 to 99; each number once in a team. Empty: none.',
    numberInvalid: 'A whole number from 1 to 99, or empty',
    role: 'Role',
    family: 'Family name',
    given: 'Given name',
    namePartTooLong: 'At most 120 characters',
    nameTooLong: 'Player names can have at most 120 characters',
    externalId: 'External ID',
    externalIdHint: "The accreditation system's ID; each ID once in the event.",
    externalIdTooLong: 'At most 64 characters',
    save: 'Save details',
    saving: 'Saving…',
  },

  // text: the button's visible word; label: its accessible name, which starts with that word.
  action: {
    edit: { text: 'Edit name', label: (p: string) => `Edit name of ${p}` },
    view: { text: 'View', label: (p: string) => `View photo of ${p}` },
    download: { text: 'Download', label: (p: string) => `Download photo of ${p}` },
    upload: { text: 'Upload', label: (p: string) => `Upload photo for ${p}` },
    replace: { text: 'Replace', label: (p: string) => `Replace photo of ${p}` },
    deletePhoto: { text: 'Delete photo', label: (p: string) => `Delete photo of ${p}` },
    remove: { text: 'Remove', label: (p: string) => `Remove ${p}` },
    details: { text: 'Details', label: (p: string) => `Details of ${p}` },
  },
  newNameLabel: (p: string) => `New name for ${p}`,
  // Opening a second rename while the first has text not saved
  unsavedTitle: 'Unsaved name',
  unsavedMessage: (p: string, draft: string, other: string) =>
    `You typed a new name for ${p} ("${draft}") but haven't saved it. Discard it and edit ${other} instead?`,
  keepEditing: 'Keep editing',
  discardName: 'Discard',

  deletePhotoTitle: 'Delete photo',
  deletePhotoConfirm: (p: string) => `Are you sure you want to delete ${p}'s photo?`,
  deletePhotoButton: 'Delete photo',
  removeTitle: 'Remove player',
  removeConfirm: (p: string) => `Are you sure you want to permanently remove ${p} from the team? This action cannot be undone.`,
  removeConfirmAgain: (p: string) => `Please confirm once more: Remove ${p}?`,
  removeContinue: 'Continue',
  removeButton: 'Remove player',
  working: 'Working…',

  photoDeleted: 'Photo deleted successfully',
  removed: (p: string) => `${p} has been removed from the team`,
  photoUpdated: (p: string) => `Photo updated for ${p}`,
  /** an admin upload, after the face check: cut to the face's square? anything to look at? */
  photoUpdatedChecked: (p: string, faceCropped: boolean, findings: readonly PhotoFinding[] | null) => {
    const updated = `Photo updated for ${p}${faceCropped ? ', cropped to the face' : ''}`
    return findings?.length ? `${updated}. Check it: ${findings.map((f) => FINDING_LABEL[f].toLowerCase()).join(', ')}` : updated
  },
  uploadingPhoto: (p: string) => `Uploading photo for ${p}…`,
  downloadedOne: (p: string) => `Downloaded ${p}'s photo`,
  processFailed: IMAGE_ERRORS['process-failed'].text,

  loadingPhoto: 'Loading photo…',
  viewerFailed: 'This photo could not be loaded.',
  viewerHint: 'Click anywhere or press Escape to close',
  photoOf: (p: string) => `Photo of ${p}`,

  // Download All (spec §7, §8)
  downloadedMany: (n: number) => (n === 1 ? 'Downloaded 1 photo!' : `Downloaded ${n} photos!`),
  skipped: (k: number) =>
    k === 1 ? '1 photo could not be downloaded and was skipped.' : `${k} photos could not be downloaded and were skipped.`,
  noPhotosToDownload: 'No photos to download',
  zipFailed: 'Failed to create zip file',

  // Review state of the current photo (the list's Status column and the cards). 'No photo' and
  // 'Uploaded' are the spec's; 'Uploaded' remains for a photo the review flow knows nothing of.
  review: {
    submitted: 'Needs review',
    approved: 'Approved',
    retake: 'Retake requested',
    /** approved by the event's rule: every photo check passed */
    autoApproved: 'Approved automatically',
  },
  findingsLabel: 'Photo checks',
  undoApproval: { text: 'Undo', label: (p: string) => `Undo the automatic approval of ${p}'s photo` },
  approvalUndone: (p: string) => `${p}'s photo is back in review`,
  retakeReason: {
    'face-not-visible': 'Face not visible',
    'not-portrait': 'Not a portrait',
    blurry: 'Blurry',
    'too-dark': 'Too dark',
    'wrong-person': 'Wrong person',
    other: 'Other',
  },

  // Photo versions
  versionsButton: (n: number) => `Versions (${n})`,
  versionsLabel: (p: string, n: number) => `Versions (${n}) of ${p}`,
  versionsTitle: (p: string) => `Photo versions of ${p}`,
  loadingVersions: 'Loading versions…',
  versionsFailed: apiErrorText('load-versions'),
  noVersions: 'No photo versions yet.',
  versionCurrent: 'Current',
  versionNotFinished: 'Not finished',
  versionSource: { 'team-link': 'Team link', admin: 'Admin', unknown: 'Unknown' },
  versionBy: (who: string) => `By: ${who}`,
  versionOf: (p: string, when: string) => `Version of ${p} from ${when}`,
  viewVersion: (when: string) => `View the version from ${when}`,
  restore: 'Restore',
  restoreLabel: (when: string) => `Restore the version from ${when}`,
  restoring: 'Restoring…',
  restored: (p: string) => `Restored an earlier photo for ${p}`,

  // Names: the database's limit, stated where names are typed; a name the team already has
  nameLimit: (max: number) => `Up to ${max} characters.`,
  nameCount: (n: number, max: number) => `${n} of ${max} characters`,
  nameTooLong: apiErrorText('name-too-long'),
  duplicateTitle: 'Same name',
  duplicateQuestion: (name: string) => `This team already has a player named ${name}. Add another one with the same name?`,
  duplicateRenameQuestion: (name: string) => `This team already has a player named ${name}. Rename this one to the same name?`,
  duplicateAdd: 'Add anyway',
  duplicateRename: 'Rename anyway',

  // Someone else changed the player while a question about it was open
  changedWhileOpen: apiErrorText('photo-changed'),
  playerChangedWhileOpen: apiErrorText('player-changed'),
  playerGoneWhileOpen: apiErrorText('player-removed'),
  changedHint: 'Have a look at the page as it is now, then try again if you still want to.',
} as const
