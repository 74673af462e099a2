// The events pages' messages: what the form says of a value it refuses, and the toasts of a
// change. (Labels and hints stay beside their fields.) What the SQL refuses reads its text from
// the data module (src/lib/api/refusals.ts), so the form and the server say the same.
export const texts = {
  codeRequired: 'Please enter the event code',
  nameRequired: "Please enter the event's name",
  atMost: (max: number) => `At most ${max} characters`,
  deadlineFormat: 'Enter a date and time, or leave it empty for no deadline',
  deadlineAfterEnd: 'The deadline is after the event ends: set it on or before the end date',
  created: (code: string) => `Event created as a draft: add its teams, then open it (/${code})`,
  saved: 'Event saved',
  changedMeanwhile: 'This event changed since you opened the page. The form now shows what it is now: make your changes again.',
  supportSaved: (email: string) => `Support address saved: ${email}`,
  supportRemoved: 'Support address removed',
} as const
