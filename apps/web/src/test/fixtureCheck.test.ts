// As text: the typecheck need not infer a type for the whole API description.
import openapiText from '../../../../docs/openapi.json?raw';
import { describe, expect, it } from 'vitest';
import { fixtureProblem } from './fixtureCheck';
import { projectDto } from './projects';
import { RESPONSE_SCHEMAS } from './responseSchemas';

describe('canned API answers are checked against the shared response schemas', () => {
  it.each([
    ['a whole project', 200, projectDto(), null],
    ['a refusal (not a success answer)', 404, { message: 'Dit item kon niet worden gevonden.' }, null],
    ['a project without its flags', 200, { ...projectDto(), flags: undefined }, /flags/],
    ['a project whose name is a number', 200, { ...projectDto(), name: 5 }, /name/],
    ['a project with a field the server never sends', 200, { ...projectDto(), colour: 'rood' }, /never sends: colour/],
  ])('%s', (_case, status, body, problem) => {
    const found = fixtureProblem('GET', '/project/5', { status, body });
    if (problem === null) expect(found).toBeNull();
    else expect(found).toMatch(problem);
  });

  it('finds nested unknown fields and leaves routes without a registered schema alone', () => {
    expect(fixtureProblem('GET', '/projects/5/settings', { status: 200, body: { choices: [], casts: [], types: [], locations: [{ id: 1 }] } })).toMatch(/locations\.0/);
    expect(fixtureProblem('GET', '/een/onbekende/route', { status: 200, body: { wat: 'dan ook' } })).toBeNull();
  });

  it('registers only routes the server has, with the status it answers (docs/openapi.json)', () => {
    const { paths } = JSON.parse(openapiText) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const missing = Object.entries(RESPONSE_SCHEMAS).filter(([key, { status }]) => {
      const [method = '', path = ''] = key.split(' ');
      const operation = paths[`/api${path.replace(/:([^/]+)/g, '{$1}')}`]?.[method.toLowerCase()];
      return !operation?.responses[String(status)];
    });
    expect(missing.map(([key]) => key)).toEqual([]);
  });
});
