// One local backend per data folder: PGlite must not be opened by two processes at once.
// `{dataDir}/server.pid` holds the owner's pid (plain, as other tools read it) and is created
// exclusively (O_EXCL), so two starts can't both win. Beside it, `server.owner.json` records the
// owner's start time, so a file left by a crash or a reboot is recognised as stale even when its
// pid now belongs to another live process (PID 1 in a container, a reused pid).
import { execFileSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { explainIfDiskFull } from './disk-space.ts'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-folder.ts'

export const LOCK_FILE = 'server.pid'
export const OWNER_FILE = 'server.owner.json'

type Owner = { pid: number; startedAt: string | null }

/**
 * When `pid` started, as the OS tells it (/proc on Linux, `ps` elsewhere); null if it does not
 * run or the OS won't say. Clock ticks since boot on Linux, a date string elsewhere: compared
 * only with itself.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // the command name (field 2) may hold spaces and parentheses: count from the last ')'
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT' && statSync('/proc/self', { throwIfNoEntry: false })) return null
  }
  try {
    return (
      execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null
    )
  } catch {
    return null
  }
}

export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function readOwner(dataDir: string, pid: number): Promise<Owner | null> {
  try {
    const v = JSON.parse(await readFile(join(dataDir, OWNER_FILE), 'utf8')) as Partial<Owner>
    return v.pid === pid && typeof v.startedAt === 'string' ? { pid, startedAt: v.startedAt } : null
  } catch {
    return null
  }
}

/** When the process `pid` started, in ms since the epoch (Linux), or null. */
function startedAtMs(ticks: string): number | null {
  if (!/^\d+$/.test(ticks)) return null
  try {
    const uptimeS = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0])
    return Date.now() - (uptimeS - Number(ticks) / 100) * 1000
  } catch {
    return null
  }
}

export type LockHolder = { pid: number; file: string }

/** The live process holding `dataDir`'s lock, or null (no lock, or a stale one). */
export async function lockHolder(dataDir: string): Promise<LockHolder | null> {
  const file = join(dataDir, LOCK_FILE)
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw e
  }
  const pid = Number(text.trim())
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !pidAlive(pid)) return null
  const started = processStartTime(pid)
  if (started === null) return { pid, file } // alive, but the OS won't say more: assume it is ours
  const owner = await readOwner(dataDir, pid)
  // Same pid, another start time: the pid was reused after our server ended.
  if (owner) return owner.startedAt === started ? { pid, file } : null
  // No record of the owner's start (an older server, or a tool that writes only the pid): only
  // a process that started before the file was written can have written it.
  const startedMs = startedAtMs(started)
  if (startedMs !== null && startedMs > statSync(file).mtimeMs + 1000) return null
  return { pid, file }
}

export function lockedMessage(dataDir: string, holder: LockHolder): string {
  return (
    `Another local backend (pid ${holder.pid}) is using ${dataDir}. Stop it first (Ctrl+C in its terminal, or kill ${holder.pid}).\n` +
    `If no local backend is running (check with \`ps -p ${holder.pid} -o pid,lstart,args\`), the lock is stale: ` +
    `delete ${holder.file} and start again. Never delete it while a backend is running on this folder: two of them would corrupt the database.`
  )
}

export type DataDirLock = { dataDir: string; release(): Promise<void> }

const heldInThisProcess = new Set<string>()

/** Takes `dataDir` for this process, or throws with who has it and how to recover (or that its disk is full). */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  try {
    return await takeLock(dataDir)
  } catch (e) {
    throw await explainIfDiskFull(dataDir, e, 0)
  }
}

async function takeLock(dataDir: string): Promise<DataDirLock> {
  const key = resolve(dataDir)
  if (heldInThisProcess.has(key)) throw new Error(`Another local backend in this process is using ${dataDir}. Close it first.`)
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE })
  const file = join(dataDir, LOCK_FILE)
  const ownerFile = join(dataDir, OWNER_FILE)
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: 'wx', mode: PRIVATE_FILE_MODE })
      break
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
      const holder = await lockHolder(dataDir)
      // a stale file is taken over once; if it is back, another start won the race
      if (holder) throw new Error(lockedMessage(dataDir, holder), { cause: e })
      if (attempt > 0)
        throw new Error(`Another local backend is starting on ${dataDir} right now. Stop it or try again once it has started.`, {
          cause: e,
        })
      await rm(file, { force: true })
    }
  }
  try {
    await writeFile(ownerFile, JSON.stringify({ pid: process.pid, startedAt: processStartTime(process.pid) } satisfies Owner) + '\n', {
      mode: PRIVATE_FILE_MODE,
    })
  } catch (e) {
    await rm(file, { force: true })
    throw e
  }
  heldInThisProcess.add(key)
  let released = false
  return {
    dataDir,
    async release() {
      if (released) return
      released = true
      heldInThisProcess.delete(key)
      await rm(ownerFile, { force: true })
      await rm(file, { force: true })
    },
  }
}
