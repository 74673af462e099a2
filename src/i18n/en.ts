/**
 * English player-facing texts: the source of truth for keys and placeholders.
 *
 * Where the product spec gives a text, the value here is the spec's text character for
 * character (tests/unit/i18n/spec-texts.test.ts guards them). Placeholders are `{name}`;
 * `t(key, params)` is typed so that every placeholder of the English text must be passed.
 */
export const en = {
  // App & language
  'app.name': 'Player Photo Portal',
  'language.label': 'Language',

  // Common
  'common.loading': 'Loading…',
  'common.tryAgain': 'Try Again',
  'common.back': 'Back',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.goHome': 'Go to Home',
  'common.reload': 'Reload page',
  'common.skipToContent': 'Skip to content',
  'common.unexpectedError': 'An unexpected error occurred.',

  // Header & footer
  'header.adminLogin': 'Admin Login',
  'footer.copyright': '© {year} Player Photo Portal. All rights reserved.',
  'footer.support': 'Technical support: {email}',

  // Landing page
  'landing.title': 'Welcome to the Player Photo Upload Portal',
  'landing.subtitle': 'Upload your official tournament photo in under a minute, right from your phone.',
  'landing.activeTournaments': 'Active Tournaments',
  'landing.tournamentCardHint':
    'Team managers and players: use the secure access link for your team to upload photos.',
  'landing.howItWorks': 'How it works',
  'landing.step1.title': 'Team managers get the link',
  'landing.step1.text':
    'Each team manager receives a secure access link from the organizers and shares it with the players.',
  'landing.step2.title': "Open your team's link",
  'landing.step2.text': "Players open their team's unique link on a phone or computer.",
  'landing.step3.title': 'Upload your photo',
  'landing.step3.text': 'Click your own name and upload a photo (JPEG/PNG, max 5MB).',
  'landing.noLink': "Don't have a link, or having problems? Please contact the tournament organizers.",

  // Events as data: deadline, closed / not open / ended, reminders (issue 12; keep separate from other blocks)
  'landing.loadingEvents': 'Loading tournaments…',
  'landing.noEvents': 'No tournament is open for photo uploads right now.',
  'landing.eventsFailed': "The tournaments couldn't load. Check your connection and try again.",
  'landing.deadlineLabel': 'Upload deadline',
  'event.date': '{weekday} {day} {month}, {time}',
  'event.dateWithYear': '{weekday} {day} {month} {year}, {time}',
  'event.uploadBy': 'Upload by {date}',
  'event.closed.title': 'Uploads are closed',
  'event.closed.since': 'Uploads for {event} closed on {date}.',
  'event.closed.now': 'Uploads for {event} are closed.',
  'event.contact': 'Need help? Contact {email}.',
  'event.draft.title': 'Not open yet',
  'event.draft.message': '{event} is not open for photo uploads yet. Please try again later.',
  'event.archived.title': 'This event has ended',
  'event.archived.message': '{event} has ended and no longer takes photos.',
  'wizard.uploadsClosed': 'Uploads are closed for this event, so this photo was not sent.',
  'reminder.button': 'Remind your team',
  'reminder.copied': 'Reminder copied. Paste it in your team chat.',
  'reminder.copyFailed': "Couldn't copy the reminder. Please try again.",
  'reminder.title': 'Photo reminder: {team}, {event}',
  'reminder.deadline': 'Please upload your photo by {date}.',
  'reminder.noDeadline': 'Please upload your photo as soon as you can.',
  'reminder.pending': 'Still without a photo ({count}): {names}',
  'reminder.allDone': 'Every player has a photo. Thank you!',
  'reminder.link': 'Open the team link, tap your name and add your photo:',

  // Error screens
  'error.invalidAccessCode.title': 'Invalid Access Code',
  'error.invalidAccessCode.message':
    "The link you're trying to access is invalid or has expired. Please check the URL or contact your team administrator for the correct link.",
  'error.teamNotFound.title': 'Team Not Found',
  'error.teamNotFound.message':
    "The team you're looking for doesn't exist or has been removed. Please verify the link with your team administrator.",
  'error.linkExpired.title': 'Link Expired',
  'error.linkExpired.message': 'This access link has expired. Please contact your team administrator for a new link.',
  'error.notFound.title': 'Page Not Found',
  'error.notFound.message': "The page you're looking for doesn't exist.",
  'error.unexpected.title': 'Something went wrong',

  // Team upload page
  'team.loading': 'Loading team…',
  'team.progress': '{done} of {total} photos uploaded',
  'team.percentComplete': '{percent}% complete',
  'team.counter.total': 'Total',
  'team.counter.done': 'Done',
  'team.counter.pending': 'Pending',
  'team.filterLabel': 'Filter players',
  'team.tab.pending': 'Pending',
  'team.tab.all': 'All',
  'team.tab.done': 'Done',
  'team.searchLabel': 'Search players',
  'team.searchPlaceholder': 'Search players...',
  'team.selectYourName': 'Select your name',
  'team.selectPrompt': 'Select your name in the list to add your photo.',
  'team.loadingPlayers': 'Loading players…',
  'team.loadFailed': 'Failed to load players. Please try again.',
  'team.loadFailedShort': 'Failed to load players',
  'team.empty': 'No players found for this team.',
  'team.emptyFiltered': 'No players found matching your criteria.',
  'team.allDone': 'Every player has a photo. Thank you!',
  'team.player.hasPhoto': 'Photo uploaded',
  'team.player.noPhoto': 'No photo yet',
  'team.nextPending': 'Go to the first player without a photo',
  'team.photoFor': 'Photo for {name}',
  'team.replaceNotice': 'This player already has a photo. Uploading a new one replaces it.',
  'flag.label': '{team} flag',

  // Team page & landing additions (team-page engineer's block; keep separate from the wizard's)
  'team.changePlayer': 'Not you? Choose another name',
  'team.clearSearch': 'Clear search',
  'team.showAllPlayers': 'Show all players',
  'team.allDoneHint': 'Need to change a photo? Tap the name in the list.',
  'team.currentPhotoAlt': 'Current photo of {name}',
  'landing.locationLabel': 'Location',
  'landing.datesLabel': 'Dates',

  // Success overlay
  'upload.success.title': 'Upload Successful',
  'upload.success.message': "{name}'s photo has been uploaded.",

  // Photo wizard
  'wizard.steps.label': 'Photo steps',
  'wizard.step.select': 'Select',
  'wizard.step.capture': 'Capture',
  'wizard.step.crop': 'Crop',
  'wizard.step.review': 'Review',
  'wizard.stepProgress': 'Step {current} of {total}: {step}',
  'wizard.select.title': 'Add your photo',
  'wizard.select.help': 'Take a new photo with your camera or choose one from your device.',
  'wizard.takePhoto': 'Take photo',
  'wizard.choosePhoto': 'Choose photo',
  'wizard.hints.title': 'Photo requirements',
  'wizard.hint.maxSize': 'Max 5MB',
  'wizard.hint.minResolution': 'Min 800x800 pixels',
  'wizard.hint.clearFace': 'Clear face photo',
  'wizard.hint.formats': 'JPEG/PNG/WebP',
  'wizard.crop.title': 'Crop your photo',
  'wizard.crop.help': 'Drag the square so your face is centred; drag its corners to resize it.',
  'wizard.crop.keyboardHelp': 'Arrow keys move the square by 1 px, with Shift by 10 px, with Ctrl or ⌘ by 100 px.',
  'wizard.crop.areaLabel': 'Crop area',
  'wizard.crop.imageAlt': 'Photo to crop',
  'wizard.crop.tooSmall':
    'This crop is only {width}×{height} pixels (800×800 recommended). Make the square bigger or use a sharper photo if you can.',
  'wizard.usePhoto': 'Use photo',
  'wizard.review.title': 'Check your photo',
  'wizard.review.help': 'Make sure your face is clear and centred.',
  'wizard.review.alt': 'Cropped photo of {name}',
  'wizard.upload': 'Upload',
  'wizard.retake': 'Retake',
  'wizard.recrop': 'Re-crop',
  'wizard.processing': 'Preparing photo…',
  'wizard.converting': 'Converting photo…',
  'wizard.heicFailed': "This photo couldn't be converted. Please choose a JPEG or PNG photo.",
  'wizard.uploading': 'Uploading… {percent}%',
  'wizard.retrying': 'Retrying…',
  'wizard.unsupportedType': 'This file type is not supported. Please choose a JPEG, PNG or WebP photo.',
  'wizard.notAnImage': 'The file given is not an image',
  'wizard.processFailed': 'Failed to process image',
  'wizard.uploadFailed': 'Failed to upload photo. Please try again.',
  'wizard.missingData': 'Missing image or player data',
  'wizard.teamUploadLimit':
    'Too many photos were uploaded with this team link in the last hour. Please try again later, or ask your team manager.',
  'wizard.playerUploadLimit': 'Too many photos were uploaded for this player in the last hour. Please try again later.',

  // Camera
  'camera.preview': 'Camera preview',
  'camera.starting': 'Starting camera…',
  'camera.shutter': 'Take photo',
  'camera.switch': 'Switch camera',
  'camera.mirror': 'Mirror',
  'camera.front': 'Front camera',
  'camera.back': 'Back camera',
  'camera.deniedTitle': 'Camera Access Denied',
  'camera.deniedMessage': 'Please check your camera permissions',
  'camera.tryAgain': 'Try Again',
  'camera.unavailable': 'No camera is available. You can choose a photo instead.',
  'camera.chooseInstead': 'Choose a photo instead',
  'camera.inAppBrowser': "If the camera doesn't start, open this page in Safari or Chrome.",

  // Photo wizard additions (wizard engineer's block; keep separate from other blocks)
  'wizard.tooLarge': 'This image is too large to process. Please choose a smaller photo.',
  'wizard.uploadDone': 'Uploaded!',
  'wizard.stepDone': '(done)',
  'wizard.loadFailed': "This step couldn't load. Check your connection and try again.",

  // Review & consent, player side (issue 11; keep separate from other blocks)
  'team.retakeCount.one': '1 needs a new photo',
  'team.retakeCount.other': '{count} need a new photo',
  'team.player.approved': 'Photo approved',
  'team.player.retake': 'New photo needed',
  'review.reason.face-not-visible': 'Face not clearly visible',
  'review.reason.not-portrait': 'Not a portrait photo',
  'review.reason.blurry': 'Photo is blurry',
  'review.reason.too-dark': 'Photo is too dark',
  'review.reason.wrong-person': 'Wrong person in the photo',
  'review.reason.other': 'Other reason',
  'review.retake.title': 'The organizers asked for a new photo',
  'review.retake.reason': 'Reason: {reason}',
  'review.retake.note': 'Note from the organizers:',
  'review.retake.hint': 'Please upload a new photo below.',
  'review.approved.title': 'Approved',
  'review.approved.message': 'Your photo was approved. To change it, ask your team manager or the organizers.',
  'consent.legend': 'Consent',
  'consent.loading': 'Loading the consent text…',
  'consent.loadFailed': "The consent text couldn't load. Check your connection and try again.",
  'wizard.playerRemoved': "You are no longer on this team's list — ask your team manager.",
  'wizard.photoApproved': 'This photo was already approved. To change it, ask your team manager or the organizers.',
  'wizard.consentRequired': 'Please tick the consent box before uploading.',

  // Network
  'network.offline': "You're offline. Check your connection and try again.",
  'network.online': 'Back online',

  // Player stumbles (issue 15; keep separate from other blocks)
  'team.uploaded.message': "{name}'s photo is now under Done. Nothing else to do: you can close this page.",
  'team.uploaded.next': 'Next player without a photo: {name}',
  'team.uploaded.replace': 'Change this photo',
  'wizard.crop.handle.nw': 'Resize from the top-left corner (arrow keys)',
  'wizard.crop.handle.n': 'Resize from the top edge (arrow keys)',
  'wizard.crop.handle.ne': 'Resize from the top-right corner (arrow keys)',
  'wizard.crop.handle.e': 'Resize from the right edge (arrow keys)',
  'wizard.crop.handle.se': 'Resize from the bottom-right corner (arrow keys)',
  'wizard.crop.handle.s': 'Resize from the bottom edge (arrow keys)',
  'wizard.crop.handle.sw': 'Resize from the bottom-left corner (arrow keys)',
  'wizard.crop.handle.w': 'Resize from the left edge (arrow keys)',
  'camera.noApiTitle': "This browser can't open the camera",
  'camera.noApiMessage': 'Choose a photo from your device instead. To take one here, open this page in Safari or Chrome.',
  'camera.notFoundTitle': 'No camera found',
  'wizard.slow.title': 'The network is slow',
  'wizard.slow.message': 'Your photo is still on its way. Keep waiting, or cancel: the photo stays here to send again later.',
  'wizard.slow.keepWaiting': 'Keep waiting',
  'wizard.cancelUpload': 'Cancel upload',
  'wizard.offlineWaiting': "You're offline. The upload goes on as soon as the connection is back.",
  'wizard.retryingAfterError': 'The connection dropped. Trying again…',
  'wizard.uploadCancelled': 'Upload cancelled. Your photo is still here: tap Upload to send it.',
  'wizard.uploadOffline': "No connection, so the photo wasn't sent. It is still here: tap Upload when you're back online.",
} as const

export type MessageKey = keyof typeof en

/** Shape every translation must have: all English keys, string values. */
export type Messages = Record<MessageKey, string>
