// An event's life, as the SQL (events.state) names it: a draft players can't see, open for
// uploads, closed (players read, nobody uploads), archived (gone from every public page).
export type EventState = 'draft' | 'open' | 'closed' | 'archived'
export const EVENT_STATES: readonly EventState[] = ['draft', 'open', 'closed', 'archived']
