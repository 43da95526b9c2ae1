import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './http/clientAddress';

/** The operational contract's environment (ARCHITECTURE §2), read once at start-up. */
export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  adminEmail: string | null;
  adminPassword: string | null;
  demoData: boolean;
  /** Serve the built web app from this folder when it exists. */
  webDist: string | null;
  /** Run background workers (mail, the nightly maintenance) in this process. */
  workers: boolean;
  /** Faster password hashing for tests and the benchmark's data generator. */
  fastHash: boolean;
  /** Failed sign-ins from one IP for one account in 15 minutes (SIGN_IN_LIMIT); per IP five times as many. */
  signInLimit: number;
  /** Sign-ups per IP in an hour (SIGN_UP_LIMIT). */
  signUpLimit: number;
  /** Proxies whose X-Forwarded-For gives the client's address (TRUST_PROXY); off by default. */
  trustProxy: TrustProxy;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const databaseUrl = env.DATABASE_URL || null;
  return {
    port,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    redisUrl: env.REDIS_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Coulisse <no-reply@coulisse.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    demoData: (env.DEMO_DATA ?? (databaseUrl ? '0' : '1')) === '1',
    webDist: env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../../web/dist'),
    workers: env.WORKERS !== '0',
    fastHash: false,
    signInLimit: Math.max(1, Number(env.SIGN_IN_LIMIT) || 10),
    signUpLimit: Math.max(1, Number(env.SIGN_UP_LIMIT) || 10),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
