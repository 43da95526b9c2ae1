import { isMessageKey, LANGUAGES } from '@coulisse/shared/i18n/keys';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fs from 'node:fs';
import path from 'node:path';
import type { FieldErrors } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FORM, rightsAnswer } from '../features/registrations/test/fixtures';
import { formResolver } from '../lib/formResolver';
import { i18n, initI18n, translateMessage } from '../lib/i18n';
import { mockApi, sessionUser } from '../test/api';
import { renderApp } from '../test/renderApp';

/** What zod, react-hook-form or the browser say in English when nobody translated them. */
const LIBRARY_ENGLISH =
  /invalid input|expected|received|too (small|big)|must (be|have|contain)|\brequired\b|invalid (email|string|date|type)|nan\b|undefined|\[object/i;

const shared = import.meta.glob<Record<string, unknown>>(['../../../../packages/shared/src/schemas/**/*.ts', '!**/*.test.ts'], { eager: true });
/** Every object schema the shared package exports: the forms' bodies and the parts they are built of. */
const objectSchemas = Object.entries(shared).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodObject] => entry[1] instanceof z.ZodObject)
    .map(([name, schema]) => [`${path.basename(file, '.ts')}.${name}`, schema] as const),
);

/** A value of another type than the field asks for: what a form sends when a field is mistyped or left in a wrong state. */
function wrongType(field: z.ZodType): unknown {
  const type = field._zod.def.type;
  if (type === 'string' || type === 'enum' || type === 'literal') return 12345;
  if (type === 'number' || type === 'int' || type === 'bigint') return 'geen getal';
  if (type === 'boolean') return 'misschien';
  if (type === 'array') return 'geen lijst';
  return 'iets vreemds';
}

function messages(errors: FieldErrors): string[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    if (!error || typeof error !== 'object' || key === 'ref' || key === 'types') return [];
    const own = typeof error.message === 'string' ? [error.message] : [];
    return [...own, ...messages(error as FieldErrors)];
  });
}

async function resolve(schema: z.ZodObject, values: Record<string, unknown>): Promise<string[]> {
  const result = await formResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return messages(result.errors);
}

// Every catalogue loaded (the app loads only the chosen one); the screens below speak Dutch.
beforeAll(async () => {
  for (const language of [...LANGUAGES].reverse()) await initI18n(language);
});

describe('no form shows a library’s English message (issue 14)', () => {
  it('every form validates through formResolver, the one that maps zod’s issues to the catalogue', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const sources = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'));
    const direct = sources.filter(
      (file) => !file.endsWith(path.join('lib', 'formResolver.ts')) && fs.readFileSync(path.join(root, file), 'utf8').includes('@hookform/resolvers'),
    );
    expect(direct).toEqual([]);
  });

  it.each(objectSchemas)('%s: empty and wrongly typed values get catalogue texts in nl, en and fr', async (_name, schema) => {
    const wrong = Object.fromEntries(Object.entries(schema.shape).map(([key, field]) => [key, wrongType(field as z.ZodType)]));
    const found = [...(await resolve(schema, {})), ...(await resolve(schema, wrong))];
    for (const message of found) {
      expect(isMessageKey(message), message).toBe(true);
      for (const language of LANGUAGES) {
        const text = translateMessage(i18n.getFixedT(language), message);
        expect(text, `${language}: ${message}`).not.toBe(message.split('?')[0]);
        // The English catalogue may say "required"; in Dutch and French such words can only come from a library.
        if (language !== 'en') expect(text, `${language}: ${message}`).not.toMatch(LIBRARY_ENGLISH);
      }
    }
  });

  it('the registration form submitted empty says what is missing in Dutch, never "Invalid input: expected 0"', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /auth': { status: 200, body: sessionUser({ id: 7, level: 0, flags: {} }) },
      'GET /project/5/registration-form': { status: 200, body: FORM },
      'GET /project/5/user/7/rights': rightsAnswer({}),
    });
    renderApp('/projecten/inschrijven/5', { token: 'token-1' });
    await user.click(await screen.findByRole('button', { name: 'Inschrijven' }));
    expect((await screen.findAllByText('Veld mag niet leeg zijn')).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(LIBRARY_ENGLISH);
  });

  it('the sign-up form submitted empty, then with wrong values, speaks Dutch only', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderApp('/account-aanmaken');
    const create = await screen.findByRole('button', { name: 'Account aanmaken' });
    await user.click(create);
    expect(await screen.findByText(/^Gelieve de ontbrekende velden in te vullen/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(LIBRARY_ENGLISH);
    await user.type(screen.getByLabelText(/^E-mailadres/), 'geen adres');
    await user.type(screen.getByLabelText(/^Voornaam/), '1');
    await user.click(create);
    await waitFor(() => expect(screen.getAllByText(/ongeldig|Ongeldig/).length).toBeGreaterThan(0));
    expect(document.body.textContent).not.toMatch(LIBRARY_ENGLISH);
  });
});
