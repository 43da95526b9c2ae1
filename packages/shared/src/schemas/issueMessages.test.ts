import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogues, isMessageKey, LANGUAGES, parseMessageKey } from '../i18n/index';
import { issueMessage } from './issueMessages';
import { locationField } from './registrations';

/** The catalogue text of a key with its parameters filled in, or null when the key is missing. */
function text(language: (typeof LANGUAGES)[number], message: string): string | null {
  const { key, params } = parseMessageKey(message);
  let node: unknown = catalogues[language];
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? `{{${name}}}`) : null;
}

const messageOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input, { error: issueMessage }).error?.issues[0]?.message;

describe('issueMessage: every zod issue a form can meet becomes a catalogue key (issue 14)', () => {
  const cases: [string, z.ZodType, unknown, string, string][] = [
    ['missing text', z.string(), undefined, 'validation.required', 'Veld mag niet leeg zijn'],
    ['empty required text', z.string().min(1), '', 'validation.required', 'Veld mag niet leeg zijn'],
    ['too short', z.string().min(3), 'ab', 'validation.tooShort?min=3', 'Minstens 3 karakters'],
    ['too long', z.string().max(5), 'abcdef', 'validation.tooLong?max=5', 'Maximaal 5 karakters'],
    ['text for a number', z.number(), 'tien', 'validation.notANumber', 'Geef een getal'],
    ['NaN from an empty number field', z.number(), Number.NaN, 'validation.notANumber', 'Geef een getal'],
    ['missing number', z.number(), undefined, 'validation.required', 'Veld mag niet leeg zijn'],
    ['number too small', z.number().min(1), 0, 'validation.tooSmall?min=1', 'Minstens 1'],
    ['number too big', z.number().max(10), 11, 'validation.tooBig?max=10', 'Maximaal 10'],
    ['no item chosen', z.array(z.number()).min(1), [], 'validation.chooseOption', 'Gelieve een keuze te maken'],
    ['too few items', z.array(z.number()).min(2), [1], 'validation.tooFewItems?min=2', 'Kies er minstens 2'],
    ['too many items', z.array(z.number()).max(1), [1, 2], 'validation.tooManyItems?max=1', 'Kies er hoogstens 1'],
    ['bad e-mail', z.email(), 'geen-adres', 'validation.email', 'Ongeldig mailadres'],
    ['bad ISO date', z.iso.date(), '2024-02-30', 'validation.invalidDate', 'Ongeldige datum'],
    ['bad ISO time', z.iso.time(), '25:00', 'validation.invalidTime', 'Ongeldig tijdstip'],
    ['missing literal', z.literal(true), undefined, 'validation.required', 'Veld mag niet leeg zijn'],
    ['wrong literal', z.literal(0), 5, 'validation.chooseOption', 'Gelieve een keuze te maken'],
    ['wrong enum value', z.enum(['on', 'off']), 'maybe', 'validation.chooseOption', 'Gelieve een keuze te maken'],
    ['no multiple', z.number().multipleOf(5), 7, 'validation.multipleOf?step=5', 'Geef een veelvoud van 5'],
    ['wrong type of object', z.object({ a: z.string() }), 'x', 'validation.invalidInput', 'De gegevens zijn ongeldig'],
    ['boolean for text', z.string(), true, 'validation.invalidInput', 'De gegevens zijn ongeldig'],
  ];

  it.each(cases)('%s', (_label, schema, input, key, dutch) => {
    const message = messageOf(schema, input)!;
    expect(message).toBe(key);
    expect(text('nl', message)).toBe(dutch);
    for (const language of LANGUAGES) expect(text(language, message), `${language}: ${message}`).toMatch(/^[^{}]+$/);
  });

  it('leaves a message the schema gives itself alone', () => {
    expect(messageOf(z.string().min(1, { error: 'validation.firstName' }), '')).toBe('validation.firstName');
    expect(messageOf(z.object({ location: locationField }), {})).toBe('validation.required');
  });

  it('gives a known key for a union of literals inside (what the form resolver shows)', () => {
    const inner = locationField.safeParse(5, { error: issueMessage }).error!.issues[0]! as unknown as { errors: { message: string }[][] };
    for (const branch of inner.errors) expect(isMessageKey(branch[0]!.message) && text('nl', branch[0]!.message)).toBe('Gelieve een keuze te maken');
  });
});
