// The built app's files over the local backend: brotli where the browser accepts it, else gzip,
// else as they are; each compressed once per file version.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../server/app.ts'
import { chooseEncoding } from '../../server/http/static.ts'

const SCRIPT = `export const words = ${JSON.stringify('a team photo for every player '.repeat(200))}\n`
let dir: string
let srv: RunningServer

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'static-br-'))
  await mkdir(join(dir, 'assets'))
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Portal</title>')
  await writeFile(join(dir, 'assets', 'app-abc123.js'), SCRIPT)
  srv = await startServer({ staticDir: dir, seed: false })
}, 180_000) // a database start on a busy machine
afterAll(async () => {
  await srv.close()
  await rm(dir, { recursive: true, force: true })
})

/** The bytes on the wire (fetch would decode them) and the Content-Encoding. */
function raw(path: string, acceptEncoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${srv.url}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}

describe('static files: brotli, gzip, identity', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'], // what Chromium sends
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;q=0.5', 'br'],
    ['identity', null],
    [undefined, null],
  ])('Accept-Encoding %s → %s', (accept, expected) => {
    expect(chooseEncoding(accept)).toBe(expected)
  })

  it('sends brotli to a browser that accepts it, smaller than gzip, the same bytes once decoded', async () => {
    const br = await raw('/assets/app-abc123.js', 'gzip, deflate, br')
    const gz = await raw('/assets/app-abc123.js', 'gzip')
    const plain = await raw('/assets/app-abc123.js', 'identity')
    expect(br.encoding).toBe('br')
    expect(gz.encoding).toBe('gzip')
    expect(plain.encoding).toBeUndefined()
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT)
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT)
    expect(plain.body.toString()).toBe(SCRIPT)
    expect(br.body.length).toBeLessThan(gz.body.length)
    // asked again: the same bytes (from the cache)
    expect((await raw('/assets/app-abc123.js', 'br')).body.equals(br.body)).toBe(true)
  })

  it('the app shell too (index.html for an app route)', async () => {
    const page = await raw('/mjwc2025/ABCDEFGHJKLM', 'br')
    expect(page.encoding).toBe('br')
    expect(brotliDecompressSync(page.body).toString()).toContain('<title>Portal</title>')
  })
})
