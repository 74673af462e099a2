// What the photo checks can find: the vocabulary the browser's checks, the wire
// (photo_versions.findings, checked by private.clean_findings) and the screens share. Kept apart
// from the detector so the data module and the admin pages can name findings without loading it.
export const PHOTO_FINDINGS = ['no-face', 'several-faces', 'face-small', 'face-cut', 'dark', 'blurry'] as const
export type PhotoFinding = (typeof PHOTO_FINDINGS)[number]

export const isPhotoFinding = (s: unknown): s is PhotoFinding => (PHOTO_FINDINGS as readonly unknown[]).includes(s)

/** A stored list as the screens use it: null when no check ran, known codes only, in order. */
export function toFindings(codes: readonly string[] | null | undefined): PhotoFinding[] | null {
  if (codes == null) return null
  return PHOTO_FINDINGS.filter((f) => codes.includes(f))
}
