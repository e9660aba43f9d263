import {
  dataRouteErrors,
  idParam,
  job,
  jobBody,
  jobHistory,
  jobList,
  markdownPreview,
  markdownPreviewBody,
} from '@bb/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../context.ts'
import { requireUser } from '../../lib/request-user.ts'
import { createJob, findJobs, getJob, getJobHistory, setJobFollow, updateJob } from './jobs.service.ts'
import { renderMarkdown } from './markdown.ts'

const tags = ['jobs']

/** Job postings: everyone on the staff reads them, recruiters and admins write them. */
export async function jobsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db, clock } = deps

  r.get('/api/jobs', {
    config: { access: 'verified' },
    schema: {
      operationId: 'listJobs',
      summary: 'Stellen',
      tags,
      response: { 200: jobList, ...dataRouteErrors },
    },
    handler: () => findJobs(db),
  })

  r.get('/api/jobs/:id', {
    config: { access: 'verified' },
    schema: {
      operationId: 'getJob',
      summary: 'Eine Stelle',
      tags,
      params: idParam,
      response: { 200: job, ...dataRouteErrors },
    },
    handler: (request) => getJob(db, request.params.id, requireUser(request).id),
  })

  r.get('/api/jobs/:id/history', {
    config: { access: 'verified' },
    schema: {
      operationId: 'getJobHistory',
      summary: 'Änderungen einer Stelle',
      tags,
      params: idParam,
      response: { 200: jobHistory, ...dataRouteErrors },
    },
    handler: (request) => getJobHistory(db, request.params.id),
  })

  r.post('/api/jobs', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'createJob',
      summary: 'Stelle anlegen',
      tags,
      body: jobBody,
      response: { 201: job, ...dataRouteErrors },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await createJob(db, { input: request.body, user: requireUser(request), now: clock.now() })),
  })

  r.put('/api/jobs/:id', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'updateJob',
      summary: 'Stelle ändern',
      tags,
      params: idParam,
      body: jobBody,
      response: { 200: job, ...dataRouteErrors },
    },
    handler: (request) =>
      updateJob(db, {
        id: request.params.id,
        input: request.body,
        user: requireUser(request),
        now: clock.now(),
      }),
  })

  // Any verified staff member may follow a job, as they may follow an applicant.
  for (const [method, follow, operationId, summary] of [
    ['POST', true, 'followJob', 'Einer Stelle folgen'],
    ['DELETE', false, 'unfollowJob', 'Einer Stelle nicht mehr folgen'],
  ] as const) {
    r.route({
      method,
      url: '/api/jobs/:id/follow',
      config: { access: 'verified' },
      schema: { operationId, summary, tags, params: idParam, response: { 200: job, ...dataRouteErrors } },
      handler: (request) =>
        setJobFollow(db, { id: request.params.id, follow, user: requireUser(request), now: clock.now() }),
    })
  }

  r.post('/api/jobs/preview', {
    config: { access: 'recruiter' },
    schema: {
      operationId: 'previewJobText',
      summary: 'Vorschau eines Stellentexts (Markdown)',
      tags,
      body: markdownPreviewBody,
      response: { 200: markdownPreview, ...dataRouteErrors },
    },
    handler: async (request) => ({ html: renderMarkdown(request.body.markdown) }),
  })
}
