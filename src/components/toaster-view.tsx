// Toasts as the spec times them: errors 4 s, successes 2 s, at most 20 on screen. Loaded with the
// first toast (app-toaster.tsx).
import { useEffect } from 'react'
import toast, { Toaster, useToasterStore } from 'react-hot-toast'
import { TOAST_ERROR_MS, TOAST_LIMIT, TOAST_SUCCESS_MS } from '@/config/constants'

export function ToasterView() {
  const { toasts } = useToasterStore()
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .filter((_, i) => i >= TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id))
  }, [toasts])
  return (
    <Toaster
      position="top-center"
      containerStyle={{ top: 'max(12px, env(safe-area-inset-top))' }}
      toastOptions={{
        error: { duration: TOAST_ERROR_MS },
        success: { duration: TOAST_SUCCESS_MS },
        style: { maxWidth: '92vw', fontSize: '0.9375rem' },
      }}
    />
  )
}
