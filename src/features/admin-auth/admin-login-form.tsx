import { useState, type FormEvent } from 'react'
import { errorText, useMutation } from '@/lib/api'
import { Button } from '@/components/button'
import { TextField } from '@/components/text-field'
import { texts } from './texts'

type Props = {
  eventName: string
  onLogin: (password: string) => Promise<void>
  /** Said above the form: why the admin area shows no event yet (its server can't be reached). */
  notice?: string
}

/** The sign-in form still shows when the API can't be reached (a paused project, no network). */
export const SERVER_UNREACHABLE_NOTICE = texts.serverUnreachable

// One toast for the login's outcome: a success replaces a failure still on screen.
const LOGIN_TOAST_ID = 'admin-login'

/** The spec's 'Admin Login': one password field, checked by Supabase Auth on the server. */
export function AdminLoginForm({ eventName, onLogin, notice }: Props) {
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const login = useMutation(onLogin, {
    toastId: LOGIN_TOAST_ID,
    successToast: () => texts.loggedIn,
    onError: (err) => {
      setError(errorText(err))
      setPassword('')
    },
  })
  const busy = login.busy

  function submit(e: FormEvent) {
    e.preventDefault()
    if (!password) return
    setError(null)
    void login.mutate(password)
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 px-4">
      <form onSubmit={submit} className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200" noValidate>
        <h1 className="text-2xl font-semibold text-slate-900">{texts.heading}</h1>
        <p className="mt-1 text-sm text-slate-500">{texts.subheading(eventName)}</p>
        {notice && (
          <p role="status" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
            {notice}
          </p>
        )}
        <TextField
          className="mt-6"
          label={texts.password}
          type="password"
          autoComplete="current-password"
          placeholder={texts.passwordPlaceholder}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error}
          autoFocus
        />
        <Button type="submit" disabled={busy || !password} className="mt-6 w-full">
          {busy ? texts.loggingIn : texts.login}
        </Button>
      </form>
    </main>
  )
}
