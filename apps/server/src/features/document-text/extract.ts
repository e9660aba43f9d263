import { Worker } from 'node:worker_threads'
import { DEFAULT_EXTRACT_LIMITS, type ExtractLimits, type ExtractResult } from './limits.ts'

export type { ExtractLimits, ExtractResult } from './limits.ts'

/** The JS heap the reading thread may use; past it the thread dies and only that file fails. */
const THREAD_HEAP_MB = 256
/** Loading the reading code (PDF library included) on a busy machine. */
const START_MS = 60_000

const failed = (reason: string): ExtractResult => ({
  state: 'failed',
  text: '',
  pages: null,
  truncated: false,
  reason,
})

interface Reply {
  id: number
  result: ExtractResult
  heapPeakBytes: number
}

/**
 * One reading thread, reused from file to file, one file at a time. A file that takes too long
 * stops the thread, one that crashes it fails alone; the next file gets a fresh thread.
 */
class ExtractionThread {
  private worker: Worker | undefined
  private starting: Promise<Worker> | undefined
  private queue: Promise<unknown> = Promise.resolve()
  private nextId = 1
  /** The largest heap a reading thread has reported, in bytes. */
  heapPeakBytes = 0

  run(bytes: Uint8Array, mimeType: string, limits: ExtractLimits): Promise<ExtractResult> {
    const next = this.queue.then(() => this.runOne(bytes, mimeType, limits))
    this.queue = next.catch(() => undefined)
    return next
  }

  private start(): Promise<Worker> {
    if (this.worker) return Promise.resolve(this.worker)
    this.starting ??= new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(new URL('./extract-worker.mjs', import.meta.url), {
        resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
        stdout: false,
        stderr: false,
      })
      // An idle thread never keeps the process alive; a running file's timer does.
      worker.unref()
      const timer = setTimeout(() => {
        void worker.terminate()
        fail(new Error('the reading thread did not start in time'))
      }, START_MS)
      const fail = (error: Error) => {
        clearTimeout(timer)
        worker.off('message', ready)
        reject(error)
      }
      const ready = () => {
        clearTimeout(timer)
        worker.off('error', fail)
        this.worker = worker
        worker.once('exit', () => {
          if (this.worker === worker) this.worker = undefined
        })
        resolve(worker)
      }
      worker.once('message', ready)
      worker.once('error', fail)
      worker.once('exit', (code) => fail(new Error(`the reading thread ended (${code})`)))
    }).finally(() => {
      this.starting = undefined
    })
    return this.starting
  }

  private async runOne(bytes: Uint8Array, mimeType: string, limits: ExtractLimits): Promise<ExtractResult> {
    let worker: Worker
    try {
      worker = await this.start()
    } catch (error) {
      return failed(error instanceof Error ? error.message : String(error))
    }
    const id = this.nextId++
    return new Promise<ExtractResult>((resolve) => {
      const settle = (result: ExtractResult) => {
        clearTimeout(timer)
        worker.off('message', onMessage)
        worker.off('error', onError)
        worker.off('exit', onExit)
        resolve(result)
      }
      const stop = () => {
        if (this.worker === worker) this.worker = undefined
        void worker.terminate()
      }
      const timer = setTimeout(() => {
        stop()
        settle(failed(`Zeit abgelaufen (${limits.timeoutMs} ms)`))
      }, limits.timeoutMs)
      const onMessage = (reply: Reply) => {
        if (reply.id !== id) return
        this.heapPeakBytes = Math.max(this.heapPeakBytes, reply.heapPeakBytes)
        settle(reply.result)
      }
      const onError = (error: Error) => {
        stop()
        settle(failed(`the reading thread crashed: ${error.message}`))
      }
      const onExit = (code: number) => {
        stop()
        settle(failed(`the reading thread ended (${code})`))
      }
      worker.on('message', onMessage)
      worker.once('error', onError)
      worker.once('exit', onExit)
      worker.postMessage({ id, bytes, mimeType, limits })
    })
  }

  async close() {
    const worker = this.worker ?? (await this.starting?.catch(() => undefined))
    this.worker = undefined
    await worker?.terminate()
  }
}

let thread: ExtractionThread | undefined

/**
 * The text of a PDF, DOCX, ODT or TXT file, read in a separate thread within the given bounds
 * (defaults: 500 pages, 200,000 characters, 64 MB unpacked, 30 s). Never throws: a file that
 * cannot be read answers `failed` with a reason.
 */
export function extractText(
  bytes: Uint8Array,
  mimeType: string,
  limits: Partial<ExtractLimits> = {},
): Promise<ExtractResult> {
  thread ??= new ExtractionThread()
  return thread.run(bytes, mimeType, { ...DEFAULT_EXTRACT_LIMITS, ...limits })
}

/** The largest heap the reading thread has used so far, in MB (for the benchmark). */
export function extractionHeapPeakMb(): number {
  return (thread?.heapPeakBytes ?? 0) / (1024 * 1024)
}

/** Stops the reading thread (tests, shutdown); the next file starts a new one. */
export async function closeExtractionThread() {
  const current = thread
  thread = undefined
  await current?.close()
}
