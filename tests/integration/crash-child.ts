// A local backend on a data folder in a child process, for tests that kill it (kill -9) at a
// chosen moment: it prints one JSON line (its URL, anon key, and a seeded player without a photo)
// once it answers, then serves until it is killed.
import { startServer } from '../../server/app.ts'
import { uploadablePlayer } from './upload-steps.ts'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: crash-child.ts <data folder>')
const srv = await startServer({ dataDir, seed: true })
const player = await uploadablePlayer(srv)
console.log(JSON.stringify({ url: srv.url, anonKey: srv.anonKey, player }))
