// The wizard's steps in order (spec §2), apart from its state machine so the Select step can
// show them before the wizard's code is in (wizard-launcher.tsx).
export type WizardStep = 'select' | 'capture' | 'crop' | 'review'
export const WIZARD_STEPS: readonly WizardStep[] = ['select', 'capture', 'crop', 'review']

/** The step the indicator marks as current (the file picker counts as Select). */
export function stepIndex(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step)
}
