// The rules the database holds consent texts to (events.consent_text_en/es: 1 to 2000
// characters once trimmed), checked before saving so the organizer sees which field is wrong.
export const CONSENT_TEXT_MAX_CHARS = 2000

export type ConsentLanguage = 'English' | 'Spanish'

/** Characters as the database counts them (code points, not UTF-16 units). */
export const consentLength = (text: string): number => [...text.trim()].length

export function consentTextError(text: string, language: ConsentLanguage): string | null {
  const length = consentLength(text)
  if (length === 0) return `Please enter the ${language} consent text`
  if (length > CONSENT_TEXT_MAX_CHARS) {
    return `The ${language} text can have at most ${CONSENT_TEXT_MAX_CHARS} characters (it has ${length})`
  }
  return null
}
