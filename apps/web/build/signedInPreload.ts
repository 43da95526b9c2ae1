import type { Plugin } from 'vite';
import { DAYJS_LOCALES } from '../src/lib/dayjsLocales.ts';
import { FIRST_REQUESTS_LIMIT } from '../src/lib/earlyRequests.ts';
import { EARLY_REQUESTS, EARLY_SESSION_CHECK, FIRST_REQUESTS_KEY, LANGUAGE_KEY, TOKEN_KEY } from '../src/lib/storageKeys.ts';

/**
 * The screens a signed-in start shows without the frame (`bare` in the features' routes), with the
 * module of each and whether it waits for the whole catalogue (`lazyNamed`'s texts): the pin kiosk
 * and the wardrobe's return kiosk. `bareScreens.test.ts` holds this list to the routes.
 */
export const BARE_SCREENS = [
  { path: '/pinscherm/:id', module: 'src/features/rehearsals/routes/PinKioskScreen.tsx', allTexts: false },
  { path: '/kledijbeheer/terugname', module: 'src/features/wardrobe/routes/KioskScreen.tsx', allTexts: true },
] as const;

interface Chunk {
  type: 'chunk';
  name: string;
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  isEntry: boolean;
}
type Bundle = Record<string, Chunk | { type: 'asset' }>;

/** `chunk` and every chunk it imports statically, as files. */
function withImports(bundle: Bundle, chunk: Chunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') withImports(bundle, imported, into);
  }
  return into;
}

const find = (bundle: Bundle, what: string, test: (chunk: Chunk) => boolean): Chunk => {
  const found = Object.values(bundle).find((chunk): chunk is Chunk => chunk.type === 'chunk' && test(chunk));
  if (!found) throw new Error(`the build has no chunk for ${what}`);
  return found;
};

/** Whether a chunk holds the module whose path ends with `suffix` (as its own chunk or in a group). */
const holds = (suffix: string) => (chunk: Chunk) => chunk.moduleIds.some((id) => id.endsWith(suffix));

/** `/pinscherm/:id` → a pattern of the addresses it answers. */
const pathPattern = (path: string) => `^${path.replace(/:[^/]+/g, '[^/]+')}/?$`;

/** What `preloadScript` asks for: files per screen and per language, without the entry's. */
interface PreloadFiles {
  /** The signed-in frame with what it imports: the first screen of every framed address. */
  frame: string[];
  /** Each bare screen's chunk with what it imports, by the pattern of its addresses. */
  bare: { pattern: string; files: string[]; allTexts: boolean }[];
  /** Each language's whole catalogue with its dayjs locale. */
  catalogues: Record<string, string[]>;
}

/**
 * The script `index.html` runs before the app's code arrives. With a stored session it starts the
 * session's check (GET /api/auth, which `checkSessionEarly` takes over), asks again for the data
 * the first screen at this address asked for the last time (`lib/earlyRequests.ts`), and asks for what the
 * first signed-in screen needs beyond the entry: the frame chunk with what it imports, or on a
 * bare screen that screen's chunk, and the chosen language's whole catalogue where the screen
 * waits for it. Without it they were asked for once the entry had arrived and run (the entry is
 * 130 kB; on a phone it runs about a second), one wave after the other; now they arrive beside the
 * entry (issue 14). The app's own imports then find the links and ask for nothing twice (Vite's
 * preload helper skips a file a `<link>` already names, and the browser reuses the response).
 */
export function preloadScript(files: PreloadFiles): string {
  const bare = files.bare.map(({ pattern, files: screenFiles, allTexts }) => [pattern, screenFiles, allTexts ? 1 : 0]);
  return [
    '(function(){try{',
    `var s=localStorage,t=s.getItem(${JSON.stringify(TOKEN_KEY)}),c=${JSON.stringify(files.catalogues)},l=s.getItem(${JSON.stringify(LANGUAGE_KEY)});`,
    'if(!t)return;',
    // A failed check is the app's to handle (`apiAnswer`); left alone it would be reported unhandled.
    `var h={accept:"application/json",authorization:"Bearer "+t},a=fetch("/api/auth",{headers:h});a.catch(function(){});window[${JSON.stringify(EARLY_SESSION_CHECK)}]=a;`,
    // The first screen's requests at this address the last time (lib/earlyRequests.ts), under /api only.
    `try{var q=JSON.parse(s.getItem(${JSON.stringify(FIRST_REQUESTS_KEY)})||"null"),m={};`,
    `if(q&&q.at===location.pathname+location.search&&q.paths instanceof Array)q.paths.slice(0,${FIRST_REQUESTS_LIMIT}).forEach(function(p){`,
    'if(typeof p!=="string"||p.charAt(0)!=="/")return;var x=fetch("/api"+p,{headers:h});x.catch(function(){});m[p]=x});',
    `window[${JSON.stringify(EARLY_REQUESTS)}]=m}catch(e){}`,
    `var b=${JSON.stringify(bare)},f=${JSON.stringify(files.frame)},w=1,d={};`,
    'for(var i=0;i<b.length;i++)if(new RegExp(b[i][0]).test(location.pathname)){f=b[i][1];w=b[i][2];break}',
    'f.concat(w?Object.prototype.hasOwnProperty.call(c,l)?c[l]:c.nl:[]).forEach(function(n){',
    'if(d[n])return;d[n]=1;',
    'var e=document.createElement("link");e.rel="modulepreload";e.as="script";e.crossOrigin="";e.href=n;document.head.appendChild(e)',
    '})}catch(e){}})()',
  ].join('');
}

/**
 * Writes `preloadScript` into `index.html` (build only), right after the entry's script tag: the
 * browser has asked for the entry by then, so the entry still goes first, and the script runs in
 * the parser's first task, not after the stylesheet has arrived (an inline script after a
 * stylesheet waits for it). It is the page's one inline script: the server allows exactly it by
 * its hash in the Content-Security-Policy (`platform/http/webApp.ts`).
 */
export function signedInPreload(): Plugin {
  return {
    name: 'coulisse-signed-in-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const bundle = (context.bundle ?? {}) as unknown as Bundle;
        const entry = find(bundle, 'the entry', (chunk) => chunk.isEntry);
        const inIndex = withImports(bundle, entry);
        const filesOf = (chunk: Chunk) => [...withImports(bundle, chunk)].filter((file) => !inIndex.has(file)).map((file) => `/${file}`);
        const frame = filesOf(find(bundle, 'the signed-in frame', (chunk) => chunk.name === 'frame'));
        const bare = BARE_SCREENS.map(({ path, module, allTexts }) => ({
          pattern: pathPattern(path),
          files: filesOf(find(bundle, module, (chunk) => chunk.facadeModuleId?.endsWith(`/apps/web/${module}`) === true)),
          allTexts,
        }));
        const catalogues = Object.fromEntries(
          (Object.keys(DAYJS_LOCALES) as (keyof typeof DAYJS_LOCALES)[]).map((language) => [
            language,
            [
              ...new Set([
                ...filesOf(find(bundle, `the ${language} catalogue`, holds(`/packages/shared/src/i18n/${language}/index.ts`))),
                ...filesOf(find(bundle, `the ${language} dayjs locale`, holds(`/dayjs/locale/${DAYJS_LOCALES[language]}.js`))),
              ]),
            ],
          ]),
        );
        const entryTag = new RegExp(`<script type="module"[^>]*src="/${entry.fileName}"[^>]*></script>`).exec(html);
        if (!entryTag) throw new Error('index.html has no script tag for the entry');
        const at = entryTag.index + entryTag[0].length;
        return `${html.slice(0, at)}\n    <script>${preloadScript({ frame, bare, catalogues })}</script>${html.slice(at)}`;
      },
    },
  };
}
