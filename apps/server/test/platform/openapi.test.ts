import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app';

const committed = path.resolve(import.meta.dirname, '../../../../docs/openapi.json');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('OpenAPI document', () => {
  // The contract is a committed artefact: a route change without `npm run openapi` fails here.
  it('matches docs/openapi.json', () => {
    const current = `${JSON.stringify(t.app.swagger(), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') fs.writeFileSync(committed, current);
    expect(fs.existsSync(committed) ? fs.readFileSync(committed, 'utf8') : '').toBe(current);
  });
});
