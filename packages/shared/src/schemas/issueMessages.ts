import type { z } from 'zod';
import { messageKey } from '../i18n/keys';

type Issue = z.core.$ZodRawIssue;

const isEmpty = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

function sizeMessage(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): string {
  const small = issue.code === 'too_small';
  const bound = Number(small ? issue.minimum : issue.maximum);
  if (small && bound <= 1 && (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set')) {
    return issue.origin === 'string' ? 'validation.required' : 'validation.chooseOption';
  }
  switch (issue.origin) {
    case 'string':
      return small ? messageKey('validation.tooShort', { min: bound }) : messageKey('validation.tooLong', { max: bound });
    case 'array':
    case 'set':
      return small ? messageKey('validation.tooFewItems', { min: bound }) : messageKey('validation.tooManyItems', { max: bound });
    case 'date':
      return 'validation.invalidDate';
    default:
      return small ? messageKey('validation.tooSmall', { min: bound }) : messageKey('validation.tooBig', { max: bound });
  }
}

function formatMessage(format: string): string {
  if (format === 'email') return 'validation.email';
  if (format === 'date' || format === 'datetime') return 'validation.invalidDate';
  if (format === 'time') return 'validation.invalidTime';
  return 'validation.invalidInput';
}

/**
 * The catalogue key for a zod issue that has no message of its own: zod's own texts are English
 * ("Invalid input: expected 0"), and no form may show them (issue 14). Schemas that give a message
 * (`{ error: 'validation.required' }`, rules) keep it: zod asks this map only for the others.
 * Pass it where a schema is parsed for a person: `schema.parse(value, { error: issueMessage })`;
 * the web forms do so through `formResolver`.
 */
export function issueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (isEmpty(issue.input)) return 'validation.required';
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') return 'validation.notANumber';
      if (issue.expected === 'date') return 'validation.invalidDate';
      return 'validation.invalidInput';
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return isEmpty(issue.input) ? 'validation.required' : formatMessage(issue.format);
    case 'invalid_value':
    case 'invalid_union':
      return isEmpty(issue.input) ? 'validation.required' : 'validation.chooseOption';
    case 'not_multiple_of':
      return messageKey('validation.multipleOf', { step: String(issue.divisor) });
    default:
      return 'validation.invalidInput';
  }
}
