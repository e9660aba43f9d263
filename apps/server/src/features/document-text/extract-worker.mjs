// The extraction thread. Plain JavaScript so that it starts the same way under the server, the
// tests and the benchmark; it loads the TypeScript reading code through tsx.
import { parentPort } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
const { extractInThread, heapPeakBytes } = await import('./extract-core.ts')

parentPort.on('message', async ({ id, bytes, mimeType, limits }) => {
  const result = await extractInThread(bytes, mimeType, limits)
  parentPort.postMessage({ id, result, heapPeakBytes: heapPeakBytes() })
})
parentPort.postMessage({ ready: true })
