// The team page shows the launcher: the Select step at once, the wizard's code on demand.
export { WizardLauncher as PhotoWizard } from './wizard-launcher'
export { FILE_ACCEPT } from './file-accept'
export type { PhotoWizardProps } from './photo-wizard'
