/**
 * Messages between the benchmark driver (bench/run.ts) and the server process it starts
 * (bench/server.ts). The server runs in its own process so the load generator never shares an
 * event loop with it, and so its memory can be sampled alone.
 */

export type Backend = 'pglite' | 'postgres';

export interface DatasetSize {
  users: number;
  projects: number;
  registrations: number;
}

/** What the server process is told through its environment. */
export interface ServerEnv {
  BENCH_BACKEND: Backend;
  /** PGlite: the data folder. */
  BENCH_DATA_DIR?: string;
  /** PostgreSQL: the freshly created database. */
  BENCH_DATABASE_URL?: string;
  BENCH_USERS: string;
  BENCH_PROJECTS: string;
  BENCH_REGISTRATIONS: string;
  /** How many distinct accounts the sign-in scenario needs. */
  BENCH_SIGN_INS: string;
  /** '1': run the background workers (the message fan-out and the mail outbox) in the server. */
  BENCH_WORKERS?: string;
  /** The SMTP peer the outbox delivers to (the messages scenario). */
  BENCH_SMTP_URL?: string;
}

export interface Ready {
  type: 'ready';
  url: string;
  database: Backend;
  /** Time to generate and insert the dataset, and to analyze it. */
  seedMs: number;
  counts: DatasetSize;
  /** The staff account the list and export scenarios sign in with. */
  staff: { email: string; password: string };
  /** The level-1 account the import scenario signs in with. */
  admin: { email: string; password: string };
  /** Distinct confirmed generated accounts (all with the benchmark password) for the sign-in scenario. */
  signInEmails: string[];
  /** Ids of a few of the biggest projects, for the registrations filter. */
  projectIds: number[];
  /** E-mail addresses of people registered in the biggest project (at most 5,000), for the casting players import. */
  castingEmails: string[];
  rehearsals: RehearsalFixture;
  /** Time to add the rehearsal data. */
  rehearsalSeedMs: number;
  /** The costume stock of the article list scenarios (bench/articleData.ts). */
  articles: ArticleFixture;
}

/** The stock of the article list scenarios: its size, seed time and the lookup ids filtered on. */
export interface ArticleFixture {
  count: number;
  seedMs: number;
  lastNumber: number;
  categoryId: number;
  sizeId: number;
  fabricId: number;
  patternId: number;
  colorId: number;
  rackId: number;
}

/** The rehearsals of the issue 6 scenarios (bench/rehearsalData.ts). */
export interface RehearsalFixture {
  projectId: number;
  /** Calls the whole project: `called` participants. */
  attendanceId: number;
  /** Calls one scene (its roles and groups in both casts). */
  sceneRehearsalId: number;
  /** Starts in 30 minutes: the kiosk accepts pins. */
  kioskId: number;
  called: number;
  /** Pins of distinct participants of the kiosk rehearsal. */
  pins: string[];
}

/** The rental data of the rental scenarios (bench/rentalData.ts). */
export interface RentalFixture {
  orders: number;
  items: number;
  /** The newest order, for the detail call. */
  orderId: number;
  /** Distinct articles for the price call. */
  priceArticleIds: number[];
  seedMs: number;
}

/** A users-list query as the API receives it. */
export interface ListCall {
  filters?: Record<string, unknown>;
  sort?: string;
  offset?: number;
  items?: number;
}

export interface RawTiming {
  /** Wall time of the page and count queries run like the API runs them (both at once), in ms. */
  p50: number;
  p95: number;
  /** EXPLAIN ANALYZE execution time of page + count, in ms (server side only). */
  explainMs: number;
  /** The plan's top node of the page query, to tell an index scan from a sort. */
  plan: string;
}

export interface MemoryPeak {
  rssBeforeMb: number;
  rssPeakMb: number;
  heapBeforeMb: number;
  heapPeakMb: number;
  /** Highest heap right after a forced collection, when asked for. */
  liveHeapPeakMb: number | null;
  samples: number;
}

/** Where the sending of one message stands (bench/messageScenarios.ts). */
export interface MessageStatus {
  sent: boolean;
  recipients: number;
  notices: number;
  mailsQueued: number;
  mailsSent: number;
  /** Milliseconds from writing the message to its fan-out commit. */
  fanOutMs: number | null;
}

/** What each request carries besides its id and type. */
export interface RequestBodies {
  raw: { call: ListCall; runs: number };
  'memory-start': { live: boolean };
  'memory-stop': Record<string, never>;
  /** Adds the copy scenario's source (with `registrations`) and empty target project. */
  'copy-projects': { registrations: number };
  /** Adds the stock and the rental orders (bench/rentalData.ts). */
  'rental-data': Record<string, never>;
  /** Adds a project with this many registered people (bench/messageData.ts). */
  'message-data': { recipients: number };
  /** How far the sending of a message is: recipients, notices and mails (bench/messageData.ts). */
  'message-status': { messageId: number };
  /** Marks the first `opened` recipients opened and half of those read, for the read report. */
  'message-reads': { messageId: number; opened: number };
  stop: Record<string, never>;
}

export type Request = { [K in keyof RequestBodies]: { id: number; type: K } & RequestBodies[K] }[keyof RequestBodies];

export interface Replies {
  raw: RawTiming;
  'memory-start': null;
  'memory-stop': MemoryPeak;
  'copy-projects': { sourceId: number; targetId: number; registrations: number };
  'rental-data': RentalFixture;
  'message-data': { projectId: number; recipients: number; seedMs: number };
  'message-status': MessageStatus;
  'message-reads': null;
  /** No answer: the process exits. */
  stop: never;
}

type Reply = { type: 'reply'; id: number; result: Replies[keyof Replies] } | { type: 'failed'; id: number; message: string };

export type ServerMessage = Ready | Reply;
