// Runs first in every npm script: the project runs on Node 22.12+ (it brings Node 24 through npm
// on Linux: optionalDependencies node-linux-*). On a machine where npm could not bring it, an
// older Node gets one line saying what to do, before anything is built or created.
// Plain JavaScript on purpose: it must run on any Node that can run npm.
import { fileURLToPath } from 'node:url'

const NEED = [22, 12]

/** Null when `version` can run the project, else the one line that says what to do. */
export function nodeProblem(version, platform, arch) {
  const [major, minor] = version.split('.').map(Number)
  if (major > NEED[0] || (major === NEED[0] && minor >= NEED[1])) return null
  const brought = platform === 'linux' && (arch === 'x64' || arch === 'arm64')
  return (
    `This project runs on Node ${NEED.join('.')} or newer, and here npm scripts run on Node ${version}. ` +
    (brought
      ? 'Run `npm ci` first: it brings the Node the project runs on.'
      : `npm brings Node only on Linux (x64, arm64); on ${platform} ${arch} install Node 24 (for example \`nvm install 24\`), then run \`npm ci\` again.`)
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problem = nodeProblem(process.versions.node, process.platform, process.arch)
  if (problem) {
    console.error(problem)
    process.exit(1)
  }
}
