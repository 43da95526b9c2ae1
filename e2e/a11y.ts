import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * The accessibility gate (docs/areas/accessibility.md): axe-core runs on every screen a journey
 * opens and the journey fails on a serious or critical violation (WCAG 2.2 AA and axe's best
 * practices). Journeys import `test` and `expect` from `./fixtures`, which re-exports these.
 */

/** Impacts that fail; moderate and minor findings are left to review. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** A screen route as the web route registry writes it: ids become `:id`, the query is dropped. */
function routeOf(url: string): string | null {
  const { pathname, protocol } = new URL(url);
  if (!protocol.startsWith('http') || pathname.startsWith('/api/')) return null;
  return pathname.replace(/\/\d+(?=\/|$)/g, '/:id');
}

/**
 * True when the screen has stopped changing: no loader or skeleton, no transition running (a
 * half-faded text would be measured at half its contrast). Evaluated in the page (the e2e
 * programme has no DOM types, hence a string).
 */
const SETTLED_IN_PAGE = `document.readyState === 'complete'
  && !document.querySelector('.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy="true"]')
  && document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)`;

/** Waits (at most 5 s) until the screen has settled; a screen that never does is audited as it is. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(SETTLED_IN_PAGE, undefined, { timeout: 5_000, polling: 100 }).catch(() => undefined);
}

/**
 * Runs axe on the page as it is now; answers one line per serious or critical violation. Only the
 * violations are collected in full (`resultTypes`): axe then keeps one example node of each pass
 * instead of every node, which on a large screen (the rights matrix: some thousand elements) was
 * most of the audit's time and of what it sent back over the wire.
 */
export async function axeFindings(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => {
      const where = v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 100)}`)
        .join(' | ');
      return `${label}: ${v.id} (${v.impact}) ${v.help} — ${where}${v.nodes.length > 3 ? ` (+${v.nodes.length - 3})` : ''}`;
    });
}

/** Time the audits after one test may take (the fixture's own limit is twice that). */
const AUDIT_BUDGET_MS = 60_000;

/** Routes audited in this worker: each screen is checked once per run, by the first journey that opens it. */
const audited = new Set<string>();

/** A screen a journey opened: where, as whom (the context's storage) and how wide. */
interface Opened {
  route: string;
  url: string;
  width: number;
  height: number;
  storage: Promise<Awaited<ReturnType<BrowserContext['storageState']>> | undefined>;
}

/**
 * Notes every screen route the test's pages open, and audits each new one after the test in a
 * page of its own, signed in as the journey was. Auditing while the journey runs would share the
 * page's main thread with it: a toast could come and go while axe holds the page.
 */
class NavigationAudit {
  readonly findings: string[] = [];
  private readonly opened = new Map<string, Opened>();

  watch(context: BrowserContext): void {
    const watchPage = (page: Page) =>
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) return;
        const route = routeOf(frame.url());
        if (!route || audited.has(route) || this.opened.has(route)) return;
        const size = page.viewportSize() ?? { width: 1280, height: 720 };
        // The session as it is now: the journey may sign off or close the context before the audit.
        const storage = context.storageState().catch(() => undefined);
        this.opened.set(route, { route, url: frame.url(), ...size, storage });
      });
    for (const page of context.pages()) watchPage(page);
    context.on('page', watchPage);
  }

  /** Audits for at most a minute per test: the routes left over go to the next journey that opens them. */
  async audit(browser: Browser): Promise<void> {
    const until = Date.now() + AUDIT_BUDGET_MS;
    for (const screen of this.opened.values()) {
      if (Date.now() > until) return;
      if (audited.has(screen.route)) continue;
      const storageState = await screen.storage;
      const context = await browser.newContext({ storageState, viewport: { width: screen.width, height: screen.height } });
      try {
        const page = await context.newPage();
        await page.goto(screen.url);
        await settle(page);
        // Signed out or sent elsewhere since (a deleted record, a sign-off): a later journey audits it.
        if (routeOf(page.url()) !== screen.route) continue;
        this.findings.push(...(await axeFindings(page, `${screen.route} [${screen.width} px]`)));
        audited.add(screen.route);
      } finally {
        await context.close();
      }
    }
  }
}

/** Every context the test opens, also through `browser.newContext()`, is watched. */
function watchNewContexts(browser: Browser, audit: NavigationAudit): () => void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    audit.watch(context);
    return context;
  };
  // The wrapper is the browser's own property: removing it brings back the method of its class.
  return () => Reflect.deleteProperty(browser, 'newContext');
}

export const test = base.extend<{ auditOnNavigation: boolean; navigationAudit: void }>({
  /** `test.use({ auditOnNavigation: false })` where a spec runs axe itself (screens.spec.ts). */
  auditOnNavigation: [true, { option: true }],
  // Automatic fixtures are set up first, so Playwright's own `context` is made through the watched
  // `browser.newContext` too. The audits run after the test, with a time limit of their own.
  navigationAudit: [
    async ({ auditOnNavigation, browser }, use) => {
      if (!auditOnNavigation) return use();
      const audit = new NavigationAudit();
      const restore = watchNewContexts(browser, audit);
      await use();
      restore();
      await audit.audit(browser);
      expect(audit.findings, 'serious or critical accessibility violations (docs/areas/accessibility.md)').toEqual([]);
    },
    { auto: true, timeout: 120_000 },
  ],
});

export { expect };
