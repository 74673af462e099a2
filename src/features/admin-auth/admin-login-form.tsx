import { useState, type FormEvent } from 'react'
import toast from 'react-hot-toast'
import { ApiError } from '@/lib/api'

type Props = { eventName: string; onLogin: (password: string) => Promise<void> }

// One toast for the login's outcome: a success replaces a failure still on screen.
const LOGIN_TOAST_ID = 'admin-login'

/** The spec's 'Admin Login': one password field, checked by Supabase Auth on the server. */
export function AdminLoginForm({ eventName, onLogin }: Props) {
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (busy || !password) return
    setBusy(true)
    setError(null)
    try {
      await onLogin(password)
      toast.success('Login successful!', { id: LOGIN_TOAST_ID })
    } catch (err) {
      const message = err instanceof ApiError ? err.message : 'An unexpected error occurred.'
      setError(message)
      toast.error(message, { id: LOGIN_TOAST_ID })
      setPassword('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 px-4">
      <form onSubmit={submit} className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200" noValidate>
        <h1 className="text-2xl font-semibold text-slate-900">Admin Login</h1>
        <p className="mt-1 text-sm text-slate-500">{eventName} · Photo Management</p>
        <label htmlFor="admin-password" className="mt-6 block text-sm font-medium text-slate-700">
          Password
        </label>
        <input
          id="admin-password"
          type="password"
          autoComplete="current-password"
          placeholder="Enter admin password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'admin-login-error' : undefined}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
          autoFocus
        />
        {error && (
          <p id="admin-login-error" role="alert" className="mt-2 text-sm text-red-600">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={busy || !password}
          className="mt-6 inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 font-medium text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? 'Logging in…' : 'Login'}
        </button>
      </form>
    </main>
  )
}
