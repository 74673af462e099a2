// A production build is for a hosted Supabase project, so it must name one: `vite build` without
// the project's values stops here and says what to set, instead of shipping an app that talks to
// its own origin with the local anon key. The local demo (npm
// start, npm run dev, the tests, screenshots, bench) builds with `--mode demo`, where the app
// falls back to the local backend that serves it (src/config/env.ts).
import { loadEnv, type Plugin } from 'vite'

/** The Vite mode of a build for the local backend. ("local" is not allowed: Vite reserves it
 * for `.env.local` files.) */
export const DEMO_MODE = 'demo'

/** What a build for a hosted project must set, and what each is for. */
export const HOSTED_ENV = {
  VITE_SUPABASE_URL: 'the project URL, https://<ref>.supabase.co (Project Settings → Data API)',
  VITE_SUPABASE_ANON_KEY: 'the anon / publishable key (Project Settings → API Keys)',
  VITE_ADMIN_EMAIL: 'the e-mail of the admin user you created in Authentication → Users',
} as const

export type HostedEnvVar = keyof typeof HOSTED_ENV

/**
 * What is wrong with these values for a production build (empty when nothing is). Reads what
 * Vite would: the process environment and the .env files.
 */
export function hostedEnvProblems(vars: Record<string, string | undefined>): string[] {
  const problems: string[] = []
  const missing = (Object.keys(HOSTED_ENV) as HostedEnvVar[]).filter((k) => !vars[k]?.trim())
  for (const k of missing) problems.push(`${k}: ${HOSTED_ENV[k]}`)
  const url = vars.VITE_SUPABASE_URL?.trim()
  if (url && !/^https?:\/\/[^/]+/.test(url)) problems.push(`VITE_SUPABASE_URL must be an http(s) URL, got "${url}"`)
  const key = vars.VITE_SUPABASE_ANON_KEY?.trim() ?? ''
  // Every VITE_* value is public: a key that bypasses row-level security must never be one.
  if (key.startsWith('sb_secret_') || jwtRole(key) === 'service_role') {
    problems.push(
      'VITE_SUPABASE_ANON_KEY is the service_role / secret key: use the anon / publishable key (the secret key bypasses every permission and must never reach a browser)',
    )
  }
  for (const k of ['VITE_ADMIN_EMAIL'] as const) {
    const v = vars[k]?.trim()
    if (v && !/^[^@\s]+@[^@\s]+$/.test(v)) problems.push(`${k} must be an e-mail address, got "${v}"`)
  }
  return problems
}

function jwtRole(key: string): string | undefined {
  const payload = key.split('.')[1]
  if (!payload) return undefined
  try {
    return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: unknown }).role as string | undefined
  } catch {
    return undefined
  }
}

export function hostedEnvMessage(problems: string[]): string {
  return [
    'A production build is for a hosted Supabase project and needs its values. Set:',
    ...problems.map((p) => `  - ${p}`),
    'in the environment or in .env (see .env.example and docs/deploying.md).',
    'For the local demo instead (no Supabase project), build with `npx vite build --mode demo`, or run `npm start`.',
  ].join('\n')
}

/**
 * The local demo (`--mode demo`: npm start, the tests; and the dev server) reads no .env file:
 * those hold a hosted project's values for `npm run build`, and a demo app built with them would
 * call that project from a page the local backend serves (its CSP blocks it, and every page
 * would say it couldn't load). Values set in the process environment still apply, for a demo
 * build pointed at another local backend on purpose.
 */
export function localBackendIgnoresEnvFiles(): Plugin {
  return {
    name: 'local-backend-ignores-env-files',
    config(config, { mode, command }) {
      if (mode !== DEMO_MODE && command !== 'serve') return
      const root = config.root ?? process.cwd()
      const fromFiles = Object.keys(loadEnv(mode, config.envDir ?? root, 'VITE_')).filter((k) => k in HOSTED_ENV && !(k in process.env))
      if (fromFiles.length) {
        console.log(
          `(.env's ${fromFiles.join(', ')} ${fromFiles.length === 1 ? 'is' : 'are'} for \`npm run build\`: the local demo ignores ${fromFiles.length === 1 ? 'it' : 'them'} and uses the local backend.)`,
        )
      }
      return { envDir: false }
    },
  }
}

/** Stops a production-mode `vite build` that lacks the hosted project's values. */
export function requireHostedEnv(): Plugin {
  return {
    name: 'require-hosted-env',
    apply: 'build',
    configResolved(config) {
      if (config.mode !== 'production') return
      // loadEnv: the .env files, with the process environment taking precedence (as in the app)
      const problems = hostedEnvProblems(loadEnv(config.mode, config.envDir, 'VITE_'))
      if (!problems.length) return
      const error = new Error(hostedEnvMessage(problems))
      error.stack = error.message // Vite prints the stack: the message is what helps here
      throw error
    },
  }
}
