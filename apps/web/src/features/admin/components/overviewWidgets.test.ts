import { describe, expect, it } from 'vitest';
import { sessionUser } from '../../../test/api';
import { OVERVIEW_WIDGETS, widgetLink } from './overviewWidgets';

const employees = OVERVIEW_WIDGETS.find((w) => w.key === 'employees')!;

describe('overview widget links (spec 1 §2)', () => {
  it('links only with the read right and an existing list screen', () => {
    const exists = (path: string) => path === '/medewerkers';
    expect(widgetLink(employees, sessionUser({ flags: { canReadUsers: true } }), exists)).toBe('/medewerkers');
    expect(widgetLink(employees, sessionUser({ flags: { canReadUsers: false } }), exists)).toBeNull();
    expect(widgetLink(employees, sessionUser({ flags: { canReadUsers: true } }), () => false)).toBeNull();
  });
});
