import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's import graph (tests aside) runs one way: modules import the platform, the
 * platform imports neither a module nor app.ts, and no file reaches itself through its imports
 * (app.ts once closed a cycle of 56 files through every route module).
 */
const src = path.resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = sourceFiles(src);
const known = new Set(files);
const importPattern = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g;

/** Relative imports of a file, resolved to files of the tree (type-only imports count too). */
const graph = new Map(
  files.map((file) => {
    const text = fs.readFileSync(file, 'utf8');
    const targets = [...text.matchAll(importPattern)]
      .map((m) => path.resolve(path.dirname(file), m[1]!))
      .map((target) => [`${target}.ts`, path.join(target, 'index.ts')].find((candidate) => known.has(candidate)))
      .filter((target): target is string => target !== undefined);
    return [file, targets];
  }),
);
const relative = (file: string) => path.relative(src, file);

/** One import cycle per strongly connected group of files (Tarjan). */
function cycles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(relative(w));
    } while (w !== v);
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(group.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

describe('the server import graph', () => {
  it('reads the whole source tree', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(graph.get(path.join(src, 'app.ts'))).toContain(path.join(src, 'modules/index.ts'));
  });

  it('keeps the platform below the modules and app.ts', () => {
    const upward = [...graph].filter(([file]) => relative(file).startsWith('platform/')).flatMap(([file, targets]) =>
      targets.filter((t) => relative(t).startsWith('modules/') || relative(t) === 'app.ts').map((t) => `${relative(file)} → ${relative(t)}`),
    );
    expect(upward).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(cycles()).toEqual([]);
  });
});
