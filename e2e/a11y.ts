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
export function routeOf(url: string): string | null {
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

/** Runs axe on the page as it is now; answers one line per serious or critical violation. */
export async function axeFindings(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
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

/** Routes audited in this worker: each screen is checked once per run, by the first journey that opens it. */
const audited = new Set<string>();

/** Watches every page of the contexts it is given and audits each new screen route once it settles. */
class NavigationAudit {
  readonly findings: string[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly scheduled = new Set<string>();

  watch(context: BrowserContext): void {
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => this.watchPage(page));
    // Audits still running finish before the context closes (at the end of a test or in its `finally`).
    const close = context.close;
    context.close = async (...args: Parameters<BrowserContext['close']>) => {
      await this.finish();
      return close.apply(context, args);
    };
  }

  private watchPage(page: Page): void {
    // One audit at a time per page: axe cannot run twice at once in one document.
    let queue = Promise.resolve();
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const route = routeOf(frame.url());
      if (!route || audited.has(route) || this.scheduled.has(route)) return;
      this.scheduled.add(route);
      const run = (queue = queue.then(() => this.audit(page, route)));
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    });
  }

  private async audit(page: Page, route: string): Promise<void> {
    try {
      await settle(page);
      // The journey moved on before the screen settled: the next visit audits it.
      if (page.isClosed() || routeOf(page.url()) !== route) return;
      const findings = await axeFindings(page, `${route} [${page.viewportSize()?.width ?? '?'} px]`);
      if (routeOf(page.url()) !== route) return;
      audited.add(route);
      this.findings.push(...findings);
    } catch {
      // The page navigated or closed while axe ran; the next visit audits it.
    } finally {
      this.scheduled.delete(route);
    }
  }

  async finish(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }
}

/** Every context the test opens, also through `browser.newContext()`, is watched. */
function watchNewContexts(browser: Browser, audit: NavigationAudit): () => void {
  const newContext = browser.newContext;
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext.apply(browser, args);
    audit.watch(context);
    return context;
  };
  return () => {
    browser.newContext = newContext;
  };
}

export const test = base.extend<{ auditOnNavigation: boolean; navigationAudit: void }>({
  /** `test.use({ auditOnNavigation: false })` where a spec runs axe itself (screens.spec.ts). */
  auditOnNavigation: [true, { option: true }],
  // Automatic fixtures are set up first, so Playwright's own `context` is made through the watched
  // `browser.newContext` too; a test that opens no page pays nothing.
  navigationAudit: [
    async ({ auditOnNavigation, browser }, use) => {
      if (!auditOnNavigation) return use();
      const audit = new NavigationAudit();
      const restore = watchNewContexts(browser, audit);
      await use();
      restore();
      await audit.finish();
      expect(audit.findings, 'serious or critical accessibility violations (docs/areas/accessibility.md)').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
