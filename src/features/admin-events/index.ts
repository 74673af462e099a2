export { AdminEventsPage } from './events-page'
export { EventFormPage } from './event-form-page'
