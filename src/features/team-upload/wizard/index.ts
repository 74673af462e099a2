export { PhotoWizard, FILE_ACCEPT, type PhotoWizardProps } from './photo-wizard'
