import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { AppDeps } from './context.ts'
import { accountsRoutes, passwordRoutes } from './features/accounts/index.ts'
import { applicantDetailRoutes } from './features/applicant-detail/index.ts'
import { applicantExportRoutes } from './features/applicant-export/index.ts'
import { applicantMergeRoutes } from './features/applicant-merge/index.ts'
import { applicantsRoutes } from './features/applicants/index.ts'
import { authRoutes } from './features/auth/index.ts'
import { bulkRoutes } from './features/bulk/index.ts'
import { careersRoutes, careersSettingsRoutes } from './features/careers/index.ts'
import { cvSuggestionsRoutes } from './features/cv-suggestions/index.ts'
import { documentsRoutes } from './features/documents/index.ts'
import { historyRoutes } from './features/history/index.ts'
import { inboxRoutes } from './features/inbox/index.ts'
import { interviewsRoutes } from './features/interviews/index.ts'
import { jobsRoutes } from './features/jobs/index.ts'
import { mailFilterRoutes } from './features/mail-filter/index.ts'
import { messagesRoutes } from './features/messages/index.ts'
import { notesRoutes } from './features/notes/index.ts'
import { notificationsRoutes } from './features/notifications/index.ts'
import { pipelineRoutes } from './features/pipeline/index.ts'
import { privacyRoutes } from './features/privacy/index.ts'
import { ratingsRoutes } from './features/ratings/index.ts'
import { savedViewsRoutes } from './features/saved-views/index.ts'
import { settingsRoutes } from './features/settings/index.ts'
import { statisticsRoutes } from './features/statistics/index.ts'
import { templatesRoutes } from './features/templates/index.ts'
import { uiRoutes } from './features/ui/index.ts'
import { fastifyTrustProxy } from './lib/trust-proxy.ts'
import { createLogger } from './logger.ts'
import { installAccessControl, isBackgroundRequest } from './plugins/access.ts'
import { germanClientError } from './plugins/client-errors.ts'
import { installCompression } from './plugins/compression.ts'
import { installControlCharacterRule } from './plugins/control-characters.ts'
import { installErrorHandler } from './plugins/errors.ts'
import { installOpenApi } from './plugins/openapi.ts'
import { applySecurityHeaders, installSecurityHeaders } from './plugins/security.ts'
import { installSpa, MAX_PARAM_LENGTH, URL_TOO_LONG } from './plugins/spa.ts'
import './zod-locale.ts'

export interface BuildOptions {
  /** A pino instance (tests capture logs with it); default: pino with the app's options. */
  logger?: FastifyBaseLogger
}

/** The whole HTTP application, without listen(): server.ts and the tests both build it. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(deps.config.logLevel, false),
    // Every open tab polls every few seconds: a line per poll would bury what matters. Requests the
    // SPA marks as background get no request lines; their failures are still logged by the error
    // handler (plugins/errors.ts).
    logController: new LogController({
      disableRequestLogging: (request) => isBackgroundRequest(request as FastifyRequest),
    }),
    bodyLimit: 1_048_576,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (see lib/trust-proxy.ts).
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    clientErrorHandler: germanClientError,
    // A URL that cannot be decoded never reaches a route or hook: answer it in German, with headers.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request, reply, deps.config.production)
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      request.log.info({ code: error.code }, 'Ungültige Adresse abgewiesen')
      const answer = reply as FastifyReply
      return answer
        .code(tooLong ? 414 : 400)
        .send({ message: tooLong ? URL_TOO_LONG : 'Die Adresse ist ungültig.' })
    },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  await app.register(cookie)
  // The per-request limit comes from the settings; this is only the hard ceiling.
  await app.register(multipart, { limits: { fileSize: 512 * 1024 * 1024, files: 1, fields: 10, parts: 12 } })
  await installSecurityHeaders(app, deps.config.production)
  installCompression(app)
  await installOpenApi(app)
  installAccessControl(app, deps)
  installErrorHandler(app, deps)
  installControlCharacterRule(app)

  await app.register(authRoutes, deps)
  await app.register(accountsRoutes, deps)
  await app.register(passwordRoutes, deps)
  await app.register(settingsRoutes, deps)
  await app.register(applicantsRoutes, deps)
  await app.register(applicantDetailRoutes, deps)
  await app.register(applicantMergeRoutes, deps)
  await app.register(bulkRoutes, deps)
  await app.register(applicantExportRoutes, deps)
  await app.register(historyRoutes, deps)
  await app.register(ratingsRoutes, deps)
  await app.register(notesRoutes, deps)
  await app.register(documentsRoutes, deps)
  await app.register(cvSuggestionsRoutes, deps)
  await app.register(templatesRoutes, deps)
  await app.register(jobsRoutes, deps)
  await app.register(messagesRoutes, deps)
  await app.register(mailFilterRoutes, deps)
  await app.register(inboxRoutes, deps)
  await app.register(interviewsRoutes, deps)
  await app.register(notificationsRoutes, deps)
  await app.register(statisticsRoutes, deps)
  await app.register(pipelineRoutes, deps)
  await app.register(privacyRoutes, deps)
  await app.register(uiRoutes, deps)
  await app.register(savedViewsRoutes, deps)
  await app.register(careersRoutes, deps)
  await app.register(careersSettingsRoutes, deps)
  await installSpa(app, deps.config.webDir)
  return app
}
