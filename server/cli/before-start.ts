// What `npm start` and `npm run dev` check before they build, create or seed anything: that the
// port is free (a busy one would otherwise fail only after a new data folder was seeded) and
// that no other local backend uses the data folder. Each refusal is one clear message.
import { createServer } from 'node:net'
import { lockDataDir, type DataDirLock } from '../db/data-dir-lock.ts'

/** Null when `host:port` can be listened on, else why not and what to do instead. */
export function portProblem(host: string, port: number, command: string): Promise<string | null> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', (e: NodeJS.ErrnoException) => {
      const other = port === 0 ? 3001 : port + 1
      if (e.code === 'EADDRINUSE')
        resolve(`Port ${port} on ${host} is already in use (another portal or program). Start on another port: PORT=${other} ${command}`)
      else if (e.code === 'EACCES')
        resolve(
          `Port ${port} on ${host} needs privileges this user lacks. Start on another port: PORT=${other > 1024 ? other : 3000} ${command}`,
        )
      else if (e.code === 'EADDRNOTAVAIL')
        resolve(
          `${host} is not an address of this machine. Start with HOST=127.0.0.1 (this computer only) or HOST=0.0.0.0 (the local network).`,
        )
      else resolve(`Cannot listen on ${host}:${port}: ${e.message}`)
    })
    probe.listen(port, host, () => probe.close(() => resolve(null)))
  })
}

/** The data folder, taken for this process, or a message saying who has it (and how `dev` and `start` can run side by side). */
export async function takeDataDir(dataDir: string): Promise<DataDirLock | string> {
  try {
    return await lockDataDir(dataDir)
  } catch (e) {
    return (
      `${(e as Error).message}\n` +
      'npm start and npm run dev each need a data folder of their own: to run both, give one another folder, e.g. DATA_DIR=.data-dev npm run dev'
    )
  }
}
