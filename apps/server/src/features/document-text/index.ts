export { hasReadableText, TEXT_MIME_TYPES } from '@bb/shared'
// The table and the vector refresh live with the documents (they are made and removed with them).
export { documentTexts, refreshDocumentVectors } from '../documents/index.ts'
export {
  countPendingDocumentTexts,
  type DocumentTextDeps,
  LEASE_MS,
  MAX_ATTEMPTS,
  type ProcessCounts,
  processDocumentTexts,
  startDocumentTextJob,
} from './document-text.job.ts'
export { closeExtractionThread, extractionHeapPeakMb, extractText } from './extract.ts'
export { DEFAULT_EXTRACT_LIMITS, type ExtractLimits, type ExtractResult } from './limits.ts'
