export type { ExportFormat } from '@bb/shared'
export { applicantExportRoutes } from './applicant-export.routes.ts'
export {
  EXPORT_BATCH_SIZE,
  EXPORT_MIME,
  type ExportOptions,
  exportApplicants,
  exportFileName,
} from './applicant-export.service.ts'
