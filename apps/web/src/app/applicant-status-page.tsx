import StatusPage from '../features/applicants/components/status-page.tsx'
import { InterviewCard } from '../features/interviews/index.ts'

/** The applicant's status page with the interviews card of the interviews feature in it. */
export default function ApplicantStatusPage() {
  return (
    <StatusPage
      interviews={(applicant, canEdit) => <InterviewCard applicant={applicant} canEdit={canEdit} />}
    />
  )
}
