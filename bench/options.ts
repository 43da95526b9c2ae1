import type { Backend, DatasetSize } from './protocol';

const BACKENDS: Backend[] = ['pglite', 'postgres'];
const ONLY = ['search', 'copy', 'rehearsals', 'rentals', 'articles', 'web', 'messages'] as const;
type Only = (typeof ONLY)[number];

export interface BenchOptions {
  quick: boolean;
  size: DatasetSize;
  backends: Backend[];
  /** Server whose `postgres` database is used to create and drop the benchmark database. */
  postgresUrl: string;
  /** Measured requests per list scenario in the concurrent pass (half of it in the sequential pass). */
  requests: number;
  concurrency: number;
  signIns: number;
  /** People in the import scenario's file. */
  importRows: number;
  /** Markdown report file; null prints only. */
  out: string | null;
  /** Only these scenarios (`--only=search`, `--only=copy`, `--only=rehearsals`, `--only=rentals`, `--only=articles`, `--only=messages`): a partial report, printed (or written with --out); `--only=web`: Lighthouse on three routes, its section of docs/benchmarks.md rewritten unless --no-write. */
  only: Only | null;
}

const usage = `npm run bench [-- --quick] [--users=N] [--projects=N] [--registrations=N] [--requests=N]
                 [--concurrency=N] [--import-rows=N] [--backend=pglite|postgres] [--only=search|copy|rehearsals|rentals|articles|web|messages] [--out=FILE | --no-write]
environment: BENCH_USERS, BENCH_PROJECTS, BENCH_REGISTRATIONS, BENCH_REQUESTS, BENCH_CONCURRENCY, BENCH_IMPORT_ROWS,
             BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test)`;

/** Reads the parameters from arguments first, then the environment, then the defaults. */
export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const args = new Map<string, string>();
  for (const arg of argv) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!m) throw new Error(`unknown argument ${arg}\n${usage}`);
    args.set(m[1]!, m[2] ?? 'true');
  }
  if (args.has('help')) {
    console.log(usage);
    process.exit(0);
  }
  const quick = args.has('quick');
  const num = (arg: string, envName: string, full: number, small: number) => {
    const raw = args.get(arg) ?? env[envName];
    const value = raw === undefined ? (quick ? small : full) : Number(raw);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${arg} must be a positive integer\n${usage}`);
    return value;
  };
  const backend = BACKENDS.find((b) => b === args.get('backend'));
  if (args.has('backend') && !backend) throw new Error(`--backend must be pglite or postgres\n${usage}`);
  const only = ONLY.find((o) => o === args.get('only')) ?? null;
  if (args.has('only') && !only) throw new Error(`--only must be ${ONLY.join(' or ')}\n${usage}`);
  return {
    quick,
    size: {
      users: num('users', 'BENCH_USERS', 20_000, 1_000),
      projects: num('projects', 'BENCH_PROJECTS', 100, 10),
      registrations: num('registrations', 'BENCH_REGISTRATIONS', 100_000, 5_000),
    },
    backends: backend ? [backend] : BACKENDS,
    postgresUrl: env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    requests: num('requests', 'BENCH_REQUESTS', 300, 40),
    concurrency: num('concurrency', 'BENCH_CONCURRENCY', 4, 4),
    signIns: num('sign-ins', 'BENCH_SIGN_INS', 200, 20),
    importRows: num('import-rows', 'BENCH_IMPORT_ROWS', 5_000, 1_000),
    // A partial run never overwrites the full report by default.
    out: args.has('no-write') ? null : (args.get('out') ?? (quick || only ? null : 'docs/benchmarks.md')),
    only,
  };
}
