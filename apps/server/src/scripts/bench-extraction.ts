import { fileURLToPath } from 'node:url'
import { closeExtractionThread, extractionHeapPeakMb, extractText } from '../features/document-text/index.ts'
import { makePdf } from '../test/documents.ts'

export interface ExtractionBench {
  /** PDF pages read per second by the reading thread (a CV-like page of 40 lines). */
  pagesPerSecond: number
  /** The reading thread's peak JS heap, in MB. */
  peakMemoryMb: number
  /** The whole process's peak resident memory during the run, in MB (server thread included). */
  peakRssMb: number
  pages: number
  ms: number
}

const LINE = 'Berufserfahrung: Lagerlogistik, Gabelstapler, Kommissionierung, Schichtarbeit 2019–2024'

/**
 * Extraction throughput: one PDF of `pages` text pages read through extractText (the thread
 * started before, as on a running server), and the memory that took.
 */
export async function benchExtraction({ pages = 500 }: { pages?: number } = {}): Promise<ExtractionBench> {
  const pdf = makePdf(Array.from({ length: pages }, (_, i) => Array(40).fill(`${LINE} ${i}`).join('\n')))
  await extractText(makePdf(['Aufwärmen']), 'application/pdf')
  let peakRss = process.memoryUsage().rss
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss)
  }, 20)
  const started = performance.now()
  const result = await extractText(pdf, 'application/pdf', { pages, characters: 100_000_000 })
  const ms = performance.now() - started
  clearInterval(sampler)
  peakRss = Math.max(peakRss, process.memoryUsage().rss)
  if (result.state !== 'read' || result.truncated) throw new Error(`extraction failed: ${result.reason}`)
  const figures = {
    pagesPerSecond: Math.round((pages / ms) * 1000),
    peakMemoryMb: Math.round(extractionHeapPeakMb()),
    peakRssMb: Math.round(peakRss / (1024 * 1024)),
    pages,
    ms: Math.round(ms),
  }
  await closeExtractionThread()
  return figures
}

export function printExtraction(bench: ExtractionBench) {
  console.log(
    `Textextraktion: ${bench.pages} PDF-Seiten in ${bench.ms} ms = ${bench.pagesPerSecond} Seiten/s; ` +
      `Spitze Lese-Thread (JS-Heap) ${bench.peakMemoryMb} MB, Prozess (RSS) ${bench.peakRssMb} MB`,
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printExtraction(await benchExtraction())
