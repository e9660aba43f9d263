import './merge.css'
import type { ApplicantDetail } from '@bb/shared'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { useState } from 'react'
import { Link } from 'react-router'
import { applicantProfileQuery } from '../api/merge.ts'
import { sameContact } from './merge-choices.ts'
import { MergeDialog } from './merge-dialog.tsx'

/**
 * „Mögliche Dublette von …“ on a suspected twin's page, with the merge for those who may edit.
 * An original in the trash is named, but nothing can go into the trash.
 */
export function DuplicateBanner({ detail }: { detail: ApplicantDetail }) {
  const source = detail.applicant
  const { data: target } = useQuery(applicantProfileQuery(source.duplicate_of))
  const [open, setOpen] = useState(false)
  if (source.duplicate_of === null || source.deleted_at || !target) return null
  const name = `${String(target.first_name)} ${String(target.last_name)}`
  const reasons = sameContact(source, target)
  const mergeable = detail.permissions.includes('edit') && !target.deleted_at
  return (
    <Message
      className="applicant-header__duplicate"
      severity="warn"
      content={
        <div className="duplicate-banner">
          <span>
            Mögliche Dublette von <Link to={`/bewerber/${target.id}`}>{name}</Link>
            {target.deleted_at ? ' (im Papierkorb)' : ''}
            {reasons.length > 0 ? (
              <span className="duplicate-banner__reason"> ({reasons.join(', ')})</span>
            ) : null}
          </span>
          {mergeable ? (
            <Button
              label="Zusammenführen…"
              icon="pi pi-clone"
              size="small"
              aria-haspopup="dialog"
              onClick={() => setOpen(true)}
            />
          ) : null}
          {mergeable ? (
            <MergeDialog visible={open} onHide={() => setOpen(false)} detail={detail} target={target} />
          ) : null}
        </div>
      }
    />
  )
}
