// The bottom of the viewport where the page's camera button sits (camera-fab.tsx: 64 px and its
// ring, 1 rem above the bottom and the home bar's safe area). Whatever a player must read or tap
// there hides the button rather than sit under it.
export const CAMERA_BUTTON_BAND_PX = 130

/**
 * Tells `onChange` whether any part of `el` is in the band, as it scrolls in and out (the band is
 * the viewport with its top cut off, rebuilt when the viewport's height changes). Returns the stop.
 */
export function watchCameraBand(el: Element, onChange: (inBand: boolean) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined
  let band: IntersectionObserver | null = null
  const watch = () => {
    band?.disconnect()
    band = new IntersectionObserver(
      ([entry]) => {
        if (entry) onChange(entry.isIntersecting)
      },
      { rootMargin: `-${Math.max(0, window.innerHeight - CAMERA_BUTTON_BAND_PX)}px 0px 0px 0px` },
    )
    band.observe(el)
  }
  watch()
  window.addEventListener('resize', watch)
  return () => {
    window.removeEventListener('resize', watch)
    band?.disconnect()
  }
}
