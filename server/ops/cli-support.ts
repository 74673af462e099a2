// What the operations commands share: a timestamp for folder names, and failing with a message.

/** 20251203-142501: sorts by time, safe in a folder name. */
export const timestamp = (d = new Date()) => d.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-')

export function fail(e: unknown): never {
  console.error(e instanceof Error ? e.message : String(e))
  process.exit(1)
}
