// Ctrl+C / SIGTERM close PGlite cleanly (a killed PGlite can lose its last writes).
import type { RunningServer } from '../app.ts'

export function onShutdown(srv: RunningServer, before?: () => Promise<void>): void {
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: closing the database …`)
    try {
      await before?.()
      await srv.close()
      process.exit(0)
    } catch (e) {
      console.error(e)
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}
