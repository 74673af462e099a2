export { AdminTeamPage } from './admin-team-page'
