// The page's side of the rendition worker: one long-lived worker for an export, ended with it.
import { WorkerChannel } from '@/lib/image/worker-channel'
import type { RenditionRequest, RenditionResult } from './rendition-protocol'

/** A rendition of a large master on a slow laptop takes well under this. */
const RENDITION_TIMEOUT_MS = 60_000

export interface Renderer {
  render(request: RenditionRequest): Promise<RenditionResult>
  close(): void
}

export function startRenderer(): Renderer {
  const channel = new WorkerChannel<RenditionRequest, RenditionResult>(
    () => new Worker(new URL('./rendition.worker.ts', import.meta.url), { type: 'module', name: 'export-renditions' }),
    { terminateWhenIdle: false, timeoutMs: RENDITION_TIMEOUT_MS },
  )
  return {
    render: (request) => channel.request(request),
    close: () => channel.terminate(new DOMException('The export was stopped', 'AbortError')),
  }
}
