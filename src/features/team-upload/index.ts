export { TeamLinkPage } from './team-link-page'
export { TeamUploadPage } from './team-upload-page'
