/** The jobs feature's public entry: the job postings (its screens are loaded by path in app/router.tsx). */
export { jobsQuery } from './api/jobs.ts'
export { CareersSettingsCard } from './components/careers-settings-card.tsx'
