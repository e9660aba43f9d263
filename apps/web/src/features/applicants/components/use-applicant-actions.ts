import { APPLICANT_TOASTS, TOAST_LIFE_DELETE_MS, TOAST_TITLES } from '@bb/shared'
import { useToast } from '../../../components/toast.tsx'
import { failureText } from '../../../lib/failure-text.ts'
import {
  useDeleteApplicant,
  useFollowApplicant,
  useRestoreApplicant,
  useUpdateApplicant,
} from '../api/applicants.ts'

/** Delete, restore, follow and qualify with their toasts; each reloads person and history. */
export function useApplicantActions(id: number) {
  const toast = useToast()
  const deleteApplicant = useDeleteApplicant()
  const restoreApplicant = useRestoreApplicant()
  const setFollow = useFollowApplicant(id)
  const update = useUpdateApplicant(id)
  return {
    async remove() {
      try {
        await deleteApplicant.mutateAsync(id)
        toast({
          severity: 'success',
          summary: TOAST_TITLES.success,
          detail: APPLICANT_TOASTS.deleteSuccess,
          life: TOAST_LIFE_DELETE_MS,
        })
      } catch {
        toast({ severity: 'error', summary: TOAST_TITLES.error, detail: APPLICANT_TOASTS.deleteError })
      }
    },
    async restore() {
      try {
        await restoreApplicant.mutateAsync(id)
        toast({ severity: 'success', summary: TOAST_TITLES.success, detail: APPLICANT_TOASTS.restoreSuccess })
      } catch {
        toast({ severity: 'error', summary: TOAST_TITLES.error, detail: APPLICANT_TOASTS.restoreError })
      }
    },
    async follow(follow: boolean) {
      try {
        await setFollow.mutateAsync(follow)
      } catch {
        toast({ severity: 'error', summary: TOAST_TITLES.error, detail: APPLICANT_TOASTS.updateError })
      }
    },
    async qualify(qualified: boolean) {
      try {
        await update.mutateAsync({ qualified })
        toast({ severity: 'success', summary: APPLICANT_TOASTS.updateSuccess })
      } catch (caught) {
        toast({
          severity: 'error',
          summary: TOAST_TITLES.error,
          detail: failureText(caught, APPLICANT_TOASTS.updateError),
        })
      }
    },
  }
}
