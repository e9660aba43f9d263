export { documentTexts } from './document-texts.table.ts'
export {
  clearDocumentTexts,
  nudgeDocumentTexts,
  onDocumentTextsQueued,
  refreshDocumentVectors,
} from './document-texts.ts'
export { documentsRoutes } from './documents.routes.ts'
export {
  acceptStagedFile,
  cleanFileName,
  findDocuments,
  insertDocument,
  isKnownStorageKey,
  tooLarge,
  uploadRefusal,
} from './documents.service.ts'
export { documents } from './documents.table.ts'
