export { documentsRoutes } from './documents.routes.ts'
export { acceptStagedFile, findDocuments, insertDocument, isKnownStorageKey } from './documents.service.ts'
export { documents } from './documents.table.ts'
