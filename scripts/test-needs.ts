// What `npm test` needs from the machine beyond npm: the browsers it drives (Debian's, never a
// downloaded one), an X display for WebKitGTK, PostgreSQL 15 and the emoji font the name tests
// render. Missing ones are installed with apt-get where that is possible (Debian or Ubuntu, as
// root); elsewhere the run stops at once with the one command to run.
import { spawnSync } from 'node:child_process'
import { accessSync, constants, existsSync } from 'node:fs'
import { delimiter, join } from 'node:path'

export type Need = {
  what: string
  /** The Debian package that brings it. */
  debian: string
  /** True when the machine already has it (or an environment variable points at it). */
  present: () => boolean
  /** Tests that need it skip, saying why, without it: a failed install does not stop the run. */
  optional?: boolean
}

function onPath(command: string, path = process.env.PATH ?? ''): boolean {
  return path.split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK)
      return true
    } catch {
      return false
    }
  })
}

const fileOrEnv =
  (envName: string, ...files: string[]) =>
  () =>
    Boolean(process.env[envName]) || files.some((f) => existsSync(f))

export const NEEDS: Need[] = [
  {
    what: "Chromium's headless shell",
    debian: 'chromium-headless-shell',
    present: fileOrEnv('CHROMIUM_PATH', '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'),
  },
  {
    what: "WebKitGTK's WebDriver",
    debian: 'webkit2gtk-driver',
    present: () => Boolean(process.env.WEBKIT_WEBDRIVER_PATH) || onPath('WebKitWebDriver'),
  },
  { what: 'Firefox ESR', debian: 'firefox-esr', present: fileOrEnv('FIREFOX_PATH', '/usr/bin/firefox-esr') },
  { what: 'Xvfb (a display for WebKitGTK)', debian: 'xvfb', present: () => onPath('Xvfb') },
  { what: 'PostgreSQL 15', debian: 'postgresql-15', present: fileOrEnv('PG_BIN', '/usr/lib/postgresql/15/bin/initdb') },
  {
    what: 'the emoji font',
    debian: 'fonts-noto-color-emoji',
    present: () => existsSync('/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf'),
  },
  { what: 'Caddy (the HTTPS proxy recipe)', debian: 'caddy', present: () => onPath('caddy'), optional: true },
  {
    what: 'nginx (the static-host recipe)',
    debian: 'nginx-light',
    present: () => existsSync('/usr/sbin/nginx') || onPath('nginx'),
    optional: true,
  },
]

export type Plan = { kind: 'ready' } | { kind: 'install'; packages: string[]; optional: string[] } | { kind: 'stop'; message: string }

/** What to do about the missing needs on this machine: nothing, install them, or stop and say how. */
export function plan(needs: Need[], machine: { debian: boolean; root: boolean }): Plan {
  const missing = needs.filter((n) => !n.present())
  const required = missing.filter((n) => !n.optional)
  if (!missing.length || (!required.length && !machine.debian)) return { kind: 'ready' }
  if (machine.debian && machine.root) {
    return { kind: 'install', packages: required.map((n) => n.debian), optional: missing.filter((n) => n.optional).map((n) => n.debian) }
  }
  if (!required.length) return { kind: 'ready' }
  const list = required.map((n) => n.what).join(', ')
  const packages = required.map((n) => n.debian).join(' ')
  return {
    kind: 'stop',
    message: machine.debian
      ? `npm test needs ${list}. Install them with:\n  sudo apt-get install -y --no-install-recommends ${packages}`
      : `npm test needs ${list} (Debian packages: ${packages}). Install them, or point CHROMIUM_PATH, FIREFOX_PATH, WEBKIT_WEBDRIVER_PATH and PG_BIN at your own, then run npm test again.`,
  }
}

function aptGet(args: string[]): boolean {
  const r = spawnSync('apt-get', args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  return r.status === 0
}

/** Makes sure the machine has what the tests need; false (after saying why) when it can't. */
export function ensureTestNeeds(): boolean {
  const machine = {
    debian: existsSync('/etc/debian_version') && onPath('apt-get'),
    root: process.getuid?.() === 0,
  }
  const p = plan(NEEDS, machine)
  if (p.kind === 'ready') return true
  if (p.kind === 'stop') {
    console.error(p.message)
    return false
  }
  const all = [...p.packages, ...p.optional]
  console.log(`Installing what the tests need with apt-get: ${all.join(', ')}`)
  if (!aptGet(['update', '-qq'])) console.error('apt-get update failed; trying the install with the package lists this machine has')
  if (p.packages.length && !aptGet(['install', '-y', '-qq', '--no-install-recommends', ...p.packages])) {
    console.error(`apt-get could not install ${p.packages.join(' ')}; the tests cannot run without them.`)
    return false
  }
  for (const pkg of p.optional) {
    if (!aptGet(['install', '-y', '-qq', '--no-install-recommends', pkg]))
      console.log(`(${pkg} is not installable here: the tests that use it will be skipped)`)
  }
  const still = NEEDS.filter((n) => !n.optional && !n.present())
  if (still.length) {
    console.error(`Still missing after the install: ${still.map((n) => n.what).join(', ')}`)
    return false
  }
  return true
}
