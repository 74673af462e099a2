export { TeamUploadPage } from './team-upload-page'
