export { closeExtractionThread, extractionHeapPeakMb, extractText } from './extract.ts'
export {
  DEFAULT_EXTRACT_LIMITS,
  type ExtractLimits,
  type ExtractResult,
  hasReadableText,
  TEXT_MIME_TYPES,
} from './limits.ts'
