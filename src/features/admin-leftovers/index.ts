export { AdminLeftoversPage } from './admin-leftovers-page'
