import type pg from "pg";
import type { ChangeFeed } from "../db/change-feed.ts";
import type { Db } from "../db/client.ts";
import type { JobRunner } from "../modules/jobs/runner.ts";
import type { Mailer } from "../modules/mail/index.ts";
import type { OutboxWorker } from "../modules/mail/outbox.ts";
import type { Config } from "./config.ts";
import type { Lifecycle } from "./http/readiness.ts";
import type { Logger } from "./log.ts";
import type { buildPageParams, PageParams } from "./wire/page-params.ts";

/** Process-wide dependencies handed to the host, the wire handlers and the route loaders. */
export type AppServices = {
  db: Db;
  pool: pg.Pool;
  config: Config;
  log: Logger;
  /** Where the uploaded and generated media files live (outside the web root). */
  mediaDir: string;
  /** The transport the outbox worker sends through (every mail goes through the outbox). */
  mailer: Mailer;
  outbox: OutboxWorker;
  /** Background jobs (graphile-worker): stopped, draining running jobs, at shutdown. */
  jobs: JobRunner;
  /** Shutting down? Migrations this build expects? Read by /readyz. */
  lifecycle: Lifecycle;
  /** Other processes' changes (LISTEN/NOTIFY): the settings cache listens; closed at shutdown. */
  changes: ChangeFeed;
  /** The page parameters every page embeds (a wire shape: server/wire/page-params.ts). */
  pageParams: typeof buildPageParams;
};

export type { PageParams };
