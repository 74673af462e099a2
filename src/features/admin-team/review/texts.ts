// Every text of the review mode and bulk approve, beside the feature; what the roster already
// names (review states, retake reasons) comes from the page's texts, so both read the same.
import { apiErrorText, type RetakeReason } from '@/lib/api'
import { texts } from '../texts'

/** The reasons as the admin reads them: the page's own labels (also on the roster's badges). */
export const RETAKE_REASON_LABEL: Record<RetakeReason, string> = texts.retakeReason

export const reviewTexts = {
  openButton: (n: number) => `Review photos (${n})`,
  title: 'Review photos',
  close: 'Close',
  position: (i: number, n: number) => `${i} of ${n}`,
  left: (n: number) => (n === 1 ? '1 photo left to review' : `${n} photos left to review`),
  modeLabel: 'How to review',
  oneByOne: 'One by one',
  selectSeveral: 'Select several',
  orderLabel: 'Order',
  orderWarnings: 'Warnings first',
  orderRoster: 'Team order',

  approve: 'Approve',
  requestRetake: 'Request retake',
  previous: 'Previous',
  next: 'Next',
  photoOf: (p: string) => `Photo of ${p}`,
  loadingPhoto: 'Loading photo…',
  photoFailed: 'This photo could not be loaded.',
  previousVersion: 'Previous version',
  previousFailed: 'The previous version could not be loaded.',
  previousVersionOf: (p: string) => `Previous photo of ${p}`,
  uploadedAt: (when: string) => `Uploaded ${when}`,
  checksLabel: 'Photo checks',
  checksPassed: 'Every photo check passed',

  retakeTitle: 'Why does this photo need a retake?',
  chooseReason: 'Choose a reason for the retake',
  retakeNote: 'Note for the player (optional)',
  retakeNoteHint: 'Shown to the player with the reason.',
  sendRetake: 'Send retake request',
  cancel: 'Cancel',
  saving: 'Saving…',

  approved: (p: string) => `Approved ${p}'s photo`,
  retakeRequested: (p: string) => `Asked ${p} for a retake`,
  photoChanged: `${apiErrorText('photo-changed')}. Showing the new photo: look again.`,
  playerGone: apiErrorText('player-removed'),

  allDone: 'All photos are reviewed',
  allDoneHint: 'Every photo of this team has been approved or sent back for a retake.',
  moreArrived: (n: number) => (n === 1 ? '1 new photo needs review.' : `${n} new photos need review.`),
  continueReview: 'Continue reviewing',

  // Bulk approve
  selectAll: 'Select all',
  listLabel: 'Photos that need review',
  selectPlayer: (p: string) => `Select ${p}`,
  approveSelected: (n: number) => `Approve selected (${n})`,
  approving: 'Approving…',
  nothingToSelect: 'No photos need review.',
  bulkResult: (approved: number, changed: number) => {
    const a = approved === 1 ? '1 approved' : `${approved} approved`
    return changed === 0 ? a : `${a}, ${changed} changed meanwhile — look again`
  },
} as const
/** what review_photo keeps of a note (longer is cut by the SQL) */
export const RETAKE_NOTE_MAX_CHARS = 500
