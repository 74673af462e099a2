export { pendingNames, reminderText, type ReminderInput, type ReminderPlayer } from './reminder-text'
export { shareOrCopy, type ShareOutcome } from './share-text'
