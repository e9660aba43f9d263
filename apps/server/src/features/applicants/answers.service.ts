import { type Answers, DRIVING_LICENSES, LANGUAGES, SALUTATIONS, SOURCES } from '@bb/shared'
import type { Db } from '../../db/client.ts'
import { together } from '../../db/concurrency.ts'
import { jobCatalogue } from '../jobs/index.ts'
import { getSettings } from '../settings/index.ts'

/**
 * The option catalogue of every select field; status and occupation group follow the settings,
 * the job the job postings.
 */
export async function getAnswers(db: Db): Promise<Answers> {
  const [settings, job] = await together(db, [() => getSettings(db), () => jobCatalogue(db)])
  return {
    salutation: { ...SALUTATIONS },
    status: Object.fromEntries(settings.statuses.map((s) => [s.slug, s.label])),
    profession_group: Object.fromEntries(settings.profession_groups.map((g) => [g.slug, g.label])),
    driving_license: { ...DRIVING_LICENSES },
    languages: { ...LANGUAGES },
    source: { ...SOURCES },
    job,
  }
}
