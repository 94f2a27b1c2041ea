import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { Database } from './db/database';
import type { EnginePoolOptions } from './engine/engine-pool';
import { enginePlugin } from './engine/engine.plugin';
import { jobsPlugin } from './jobs/jobs.plugin';
import { loggerOptions, logRequestsReadably, type LoggerOptions } from './lib/logger';
import { accountSettingsRoutes } from './modules/account-settings/account-settings.routes';
import { passwordResetRoutes } from './modules/accounts/password-reset.routes';
import { projectsRoutes } from './modules/accounts/projects.routes';
import { registrationRoutes } from './modules/accounts/registration.routes';
import { adminTranscriptsRoutes } from './modules/admin-transcripts/admin-transcripts.routes';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes';
import { analysisRoutes } from './modules/analysis/analysis.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { passcodeSignInRoutes } from './modules/auth/passcode-sign-in.routes';
import { companySearchRoutes } from './modules/company-search/company-search.routes';
import { companyAdminRoutes } from './modules/company/company-admin.routes';
import { companyRoutes } from './modules/company/company.routes';
import { apiTokensRoutes } from './modules/api-tokens/api-tokens.routes';
import { devMailRoutes } from './modules/dev-mail/dev-mail.routes';
import { feedRoutes } from './modules/feed/feed.routes';
import { followsRoutes } from './modules/follows/follows.routes';
import { healthRoutes } from './modules/health/health.routes';
import { logosRoutes } from './modules/logos/logos.routes';
import { mailPlugin } from './modules/mail/mail.plugin';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { adminAccessRoutes } from './modules/premium/admin-access.routes';
import { premiumRoutes } from './modules/premium/premium.routes';
import { ssoIdentityRoutes } from './modules/sso/sso-identities.routes';
import { ssoRoutes } from './modules/sso/sso.routes';
import { summariesRoutes } from './modules/summaries/summaries.routes';
import { transcriptImportRoutes } from './modules/transcript-import/transcript-import.routes';
import { tutorialRoutes } from './modules/tutorial/tutorial.routes';
import { userIndustriesRoutes } from './modules/user-industries/user-industries.routes';
import { authPlugin } from './plugins/auth';
import { contextPlugin } from './plugins/context';
import { docsPlugin } from './plugins/docs';
import { errorHandlerPlugin } from './plugins/error-handler';
import { metricsPlugin } from './plugins/metrics';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestIdPlugin } from './plugins/request-id';
import { securityPlugin } from './plugins/security';
import { uploadsPlugin } from './plugins/uploads';
import { webAppPlugin } from './plugins/web-app';
import { realtimePlugin } from './realtime/io';

export type BuildAppOptions = {
  config: Config;
  db: Database;
  /**
   * Readable log lines (a terminal); JSON lines otherwise. The demo configuration always logs
   * readably, as the person trying the product reads its terminal.
   */
  prettyLogs?: boolean;
  /** Where the log lines go instead of stdout (a test that reads them). */
  logStream?: LoggerOptions['stream'];
  /** The engine pool's size and queue (a test's full pool); the machine's defaults otherwise. */
  engine?: EnginePoolOptions;
};

/**
 * Builds the Fastify app: platform plugins first, then the modules, then the web app and its
 * history fallback. Does not listen; call `ready()` or `listen()` on the result.
 */
export function buildApp({ config, db, prettyLogs = false, logStream, engine }: BuildAppOptions) {
  const isReadable = prettyLogs || config.demoData;
  const app = Fastify({
    ...loggerOptions(config, { readable: isReadable, stream: logStream }),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    // Path parameters are measured percent-encoded: a search text of 100 accented letters is
    // about 600 characters. Each route's schema sets the real limit (400 rather than 404).
    routerOptions: { maxParamLength: 1000 },
  }).withTypeProvider<ZodTypeProvider>();

  if (isReadable) logRequestsReadably(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.register(contextPlugin, { config, db });
  app.register(requestIdPlugin);
  app.register(errorHandlerPlugin);
  app.register(securityPlugin);
  app.register(compress);
  app.register(uploadsPlugin);
  app.register(rateLimitPlugin);
  app.register(authPlugin);
  app.register(docsPlugin);
  app.register(metricsPlugin);
  app.register(mailPlugin);
  app.register(jobsPlugin);
  app.register(realtimePlugin);
  app.register(enginePlugin, engine ?? {});

  app.register(healthRoutes);
  app.register(authRoutes);
  app.register(passcodeSignInRoutes);
  app.register(ssoRoutes);
  app.register(registrationRoutes);
  app.register(passwordResetRoutes);
  app.register(projectsRoutes);
  app.register(adminUsersRoutes);
  app.register(adminAccessRoutes);
  app.register(adminTranscriptsRoutes);
  app.register(companyAdminRoutes);
  app.register(apiTokensRoutes);
  app.register(transcriptImportRoutes);
  app.register(auditRoutes);
  app.register(premiumRoutes);
  app.register(accountSettingsRoutes);
  app.register(ssoIdentityRoutes);
  app.register(devMailRoutes);
  app.register(userIndustriesRoutes);
  app.register(followsRoutes);
  app.register(companySearchRoutes);
  app.register(notificationsRoutes);
  app.register(analyticsRoutes);
  app.register(tutorialRoutes);
  app.register(feedRoutes);
  app.register(summariesRoutes);
  app.register(companyRoutes);
  app.register(analysisRoutes);
  app.register(logosRoutes);

  app.register(webAppPlugin);
  return app;
}

/** The app as buildApp returns it, with the zod type provider. */
export type App = ReturnType<typeof buildApp>;
