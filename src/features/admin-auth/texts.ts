// The admin sign-in's texts; the spec's (§2, §8) character for character. A refused sign-in reads
// its text from the data module (src/lib/api/failures.ts).
export const texts = {
  heading: 'Admin Login',
  subheading: (eventName: string) => `${eventName} · Photo Management`,
  password: 'Password',
  passwordPlaceholder: 'Enter admin password',
  login: 'Login',
  loggingIn: 'Logging in…',
  loggedIn: 'Login successful!',
  /** Said above the form when the API can't be reached (a paused project, no network). */
  serverUnreachable:
    "The portal can't reach its server right now, so no event can be shown. Sign in once it is back; if it stays away, check the Supabase project (a paused project needs Restore project).",
} as const
