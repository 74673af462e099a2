// Answers: JSON (built here or already built by Postgres), empty replies, and the HttpError a
// handler throws to stop early (app.ts turns it into the response).
import type { ServerResponse } from 'node:http'

export type Res = ServerResponse

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'message' in body ? String((body as { message: unknown }).message) : `HTTP ${status}`)
  }
}

export function sendJson(res: Res, status: number, body: unknown, headers: Record<string, string> = {}): void {
  sendRawJson(res, status, JSON.stringify(body), headers)
}

/** Sends text that already is JSON (built by Postgres, so bigint and timestamps stay exact). */
export function sendRawJson(res: Res, status: number, json: string, headers: Record<string, string> = {}): void {
  const buf = Buffer.from(json, 'utf8')
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(buf.length), ...headers })
  res.end(res.req?.method === 'HEAD' ? undefined : buf)
}

export function sendEmpty(res: Res, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, headers)
  res.end()
}
