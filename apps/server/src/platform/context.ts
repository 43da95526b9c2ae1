import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { FileStore } from './files/store';
import type { RateLimiter } from './http/rateLimit';
import type { Mailer } from './mail/mailer';
import type { Realtime } from './realtime/socket';

/** What every module gets: the database, configuration and the shared services. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  mailer: Mailer;
  /** Every stored file: PostgreSQL chunks with DATABASE_URL, else DATA_DIR/files (docs/areas/files.md). */
  files: FileStore;
  realtime: Realtime;
  rateLimiter: RateLimiter;
  /** Waits before answering (the sign-in slow-down); tests replace it so they never wait. */
  sleep(ms: number): Promise<void>;
}
