import { APPLICANT_TOASTS, TOAST_LIFE_DELETE_MS, TOAST_TITLES } from '@bb/shared'
import { useQueryClient } from '@tanstack/react-query'
import { useToast } from '../../../components/toast.tsx'
import { failureText } from '../../../lib/failure-text.ts'
import { deleteApplicant, restoreApplicant, setFollow, updateApplicant } from '../api/applicants.ts'

/** Delete, restore, follow and qualify with the toasts of SPEC.md §8; each reloads person and history. */
export function useApplicantActions(id: number) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const reload = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['applicants'] }),
      queryClient.invalidateQueries({ queryKey: ['ui-state'] }),
    ])
  }
  return {
    async remove() {
      try {
        await deleteApplicant(id)
        toast({
          severity: 'success',
          summary: TOAST_TITLES.success,
          detail: APPLICANT_TOASTS.deleteSuccess,
          life: TOAST_LIFE_DELETE_MS,
        })
      } catch {
        toast({ severity: 'error', summary: TOAST_TITLES.error, detail: APPLICANT_TOASTS.deleteError })
      }
      await reload()
    },
    async restore() {
      try {
        await restoreApplicant(id)
        toast({ severity: 'success', summary: TOAST_TITLES.success, detail: APPLICANT_TOASTS.restoreSuccess })
      } catch {
        toast({ severity: 'error', summary: TOAST_TITLES.error, detail: APPLICANT_TOASTS.restoreError })
      }
      await reload()
    },
    async follow(follow: boolean) {
      try {
        await setFollow(id, follow)
      } catch {
        toast({ severity: 'error', summary: TOAST_TITLES.error, detail: APPLICANT_TOASTS.updateError })
      }
      await reload()
    },
    async qualify(qualified: boolean) {
      try {
        await updateApplicant(id, { qualified })
        toast({ severity: 'success', summary: APPLICANT_TOASTS.updateSuccess })
      } catch (caught) {
        toast({
          severity: 'error',
          summary: TOAST_TITLES.error,
          detail: failureText(caught, APPLICANT_TOASTS.updateError),
        })
      }
      await reload()
    },
  }
}
