import type { Plugin } from 'vite';
import { DAYJS_LOCALES } from '../src/lib/dayjsLocales.ts';
import { LANGUAGE_KEY, TOKEN_KEY } from '../src/lib/storageKeys.ts';

/**
 * The screens a signed-in start shows without the frame (`bare` in the features' routes): the pin
 * kiosk and the wardrobe's return kiosk. `signedInPreload.test.ts` holds this list to the routes.
 */
export const BARE_SCREEN_PATHS = ['/pinscherm/:id', '/kledijbeheer/terugname'];

interface Chunk {
  type: 'chunk';
  name: string;
  fileName: string;
  facadeModuleId: string | null;
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

/** `/pinscherm/:id` → a pattern of the addresses it answers. */
const pathPattern = (path: string) => `^${path.replace(/:[^/]+/g, '[^/]+')}/?$`;

/**
 * The script `index.html` runs before the app's code arrives. With a stored session (and not on a
 * bare screen) it asks for what the first signed-in screen needs beyond the entry: the frame chunk
 * with what it imports, and the chosen language's whole catalogue with its dayjs locale. Without it
 * they were asked for once the entry had arrived and run (the entry is 145 kB; on a phone it runs
 * about a second), one wave after the other; now they arrive beside the entry (issue 14). The
 * app's own imports then find the links and ask for nothing twice (Vite's preload helper skips a
 * file a `<link>` already names, and the browser reuses the response).
 */
export function preloadScript(files: { frame: string[]; catalogues: Record<string, string[]> }): string {
  const bare = BARE_SCREEN_PATHS.map(pathPattern).join('|');
  return [
    '(function(){try{',
    `var s=localStorage,c=${JSON.stringify(files.catalogues)},l=s.getItem(${JSON.stringify(LANGUAGE_KEY)});`,
    `if(!s.getItem(${JSON.stringify(TOKEN_KEY)})||new RegExp(${JSON.stringify(bare)}).test(location.pathname))return;`,
    `${JSON.stringify(files.frame)}.concat(Object.prototype.hasOwnProperty.call(c,l)?c[l]:c.nl).forEach(function(f){`,
    'var e=document.createElement("link");e.rel="modulepreload";e.as="script";e.crossOrigin="";e.href=f;document.head.appendChild(e)',
    '})}catch(e){}})()',
  ].join('');
}

/**
 * Writes `preloadScript` into `index.html` (build only). It is the page's one inline script: the
 * server allows exactly it by its hash in the Content-Security-Policy (`platform/http/webApp.ts`).
 */
export function signedInPreload(): Plugin {
  return {
    name: 'coulisse-signed-in-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const bundle = (context.bundle ?? {}) as unknown as Bundle;
        const entry = find(bundle, 'the entry', (chunk) => chunk.isEntry);
        const inIndex = withImports(bundle, entry);
        const filesOf = (chunk: Chunk) => [...withImports(bundle, chunk)].filter((file) => !inIndex.has(file)).map((file) => `/${file}`);
        const frame = filesOf(find(bundle, 'the signed-in frame', (chunk) => chunk.name === 'frame'));
        // The catalogues share dayjs with the frame: each file is named once.
        const catalogueFiles = (chunk: Chunk) => filesOf(chunk).filter((file) => !frame.includes(file));
        const catalogues = Object.fromEntries(
          (Object.keys(DAYJS_LOCALES) as (keyof typeof DAYJS_LOCALES)[]).map((language) => [
            language,
            [
              ...catalogueFiles(find(bundle, `the ${language} catalogue`, (chunk) => Boolean(chunk.facadeModuleId?.endsWith(`/packages/shared/src/i18n/${language}/index.ts`)))),
              ...catalogueFiles(find(bundle, `the ${language} dayjs locale`, (chunk) => Boolean(chunk.facadeModuleId?.endsWith(`/dayjs/locale/${DAYJS_LOCALES[language]}.js`)))),
            ],
          ]),
        );
        return [{ tag: 'script', children: preloadScript({ frame, catalogues }), injectTo: 'head' }];
      },
    },
  };
}
