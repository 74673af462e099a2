export { AdminExportPage } from './admin-export-page'
