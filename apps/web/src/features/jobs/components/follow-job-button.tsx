import { JOB_TOASTS, type Job, TOAST_TITLES } from '@bb/shared'
import { Button } from 'primereact/button'
import { useToast } from '../../../components/toast.tsx'
import { useFollowJob } from '../api/jobs.ts'

/**
 * „Folgen“: the person hears of every application to this job. A toggle (pressed while
 * following), for everyone on the staff; a failure says so and leaves the button as it was.
 */
export function FollowJobButton({ job }: { job: Job }) {
  const follow = useFollowJob(job.id)
  const toast = useToast()
  const toggle = () =>
    follow.mutate(!job.following, {
      onError: () =>
        toast({
          severity: 'error',
          summary: TOAST_TITLES.error,
          detail: job.following ? JOB_TOASTS.unfollowError : JOB_TOASTS.followError,
        }),
    })
  return (
    <Button
      type="button"
      label={job.following ? 'Gefolgt' : 'Folgen'}
      icon={job.following ? 'pi pi-star-fill' : 'pi pi-star'}
      outlined={!job.following}
      size="small"
      aria-pressed={job.following}
      title="Bei jeder neuen Bewerbung auf diese Stelle benachrichtigt werden"
      loading={follow.isPending}
      onClick={toggle}
    />
  )
}
