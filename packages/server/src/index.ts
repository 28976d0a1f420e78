// The public entry point of @quire/server.
export { openSqliteStorage } from './storage/sqlite-storage.ts';
export { DEFAULT_DATA_DIR, databaseFile, openDataFolder } from './storage/data-folder.ts';
export { openPostgresStorage, type PostgresOptions } from './storage/postgres-storage.ts';
export { openServiceStorage, DATABASE_URL_ENV } from './storage/open-storage.ts';
export { SERVICE_ROLES, ROLE_ENV, type ServiceRole } from './service/service-role.ts';
export { isRecordId } from './storage/ids.ts';
export { isSubdomain } from './storage/subdomains.ts';
export type { Storage, ProjectStore, TokenStore, UpdateStore, BuildQueue, BuildJob, WebhookStore, RepoCredentialStore, NewProject } from './storage/storage.ts';
export type {
  Project,
  Preview,
  RepoCredential,
  UpdateRecord,
  UpdateStatus,
  UpdateSource,
  TokenRecord,
  UpdateOutcome,
  CommitInfo,
  FilesChanged,
  RecordedCommit,
  FilesChangedCount,
  ChangedFile,
} from './storage/records.ts';
export { runBuild } from './builds/run-build.ts';
export type { BuildInput, BuildLimits, BuildResult } from './builds/build-types.ts';
export { createApiHandler, type ApiHandler, type ApiHandlerOptions } from './http/api-handler.ts';
export { defaultRateLimit, type RateLimit } from './http/rate-limiter.ts';
export { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts';
export { parseApiCors, type ApiCorsOrigins } from './http/api-cors.ts';
export { defaultWebhookRateLimit, type WebhookRateLimit } from './http/webhook-rate-limit.ts';
export { openapiDocumentPath } from './http/openapi-document.ts';
export { createSiteHandler, type SiteHandler, type SiteHandlerOptions } from './hosting/site-handler.ts';
export { serveStaticFile } from './hosting/static-files.ts';
export { parseFrameAncestors, type FrameAncestors } from './hosting/site-headers.ts';
export { contentTypeOf } from './hosting/content-types.ts';
export { startService, defaultBuildLimits, type ServiceOptions, type RunningService } from './service/start-service.ts';
export { clearPageCaches, disableProject, enableProject, removeProject } from './service/project-admin.ts';
export { ProjectDisabledError } from './storage/project-store.ts';
export type { ArtifactStore } from './artifacts/artifact-store.ts';
export { openArtifactStore, ARTIFACTS_ENV, ARTIFACTS_ENDPOINT_ENV, type ArtifactOptions } from './artifacts/open-artifact-store.ts';
export { folderArtifactStore } from './artifacts/folder-artifact-store.ts';
export { SECRET_KEY_ENV } from './storage/secret-keys.ts';
