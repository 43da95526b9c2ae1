import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { mockApi, sessionUser } from './api';
import { renderApp } from './renderApp';

/** GET /api/user/12 as staff with every read right see it. */
export const WOUT = {
  id: 12,
  firstName: 'Wout',
  lastName: 'Verbist',
  email: 'wout@voorbeeld.be',
  image: null,
  sex: 0,
  dateOfBirth: '1990-02-01',
  nationality: 'Belg',
  origin: 'BE',
  phoneNumber: null,
  cellPhone: '0470 12 34 56',
  streetName: 'Markt',
  houseNumber: '1',
  bus: null,
  zipCode: '2440',
  cityName: 'Geel',
  tShirt: 'M',
  since: '2024-01-01',
  level: 0,
  confirmed: false,
};

/** The staff screen /medewerker/12 for a signed-in user with these flags (canReadUsers always). */
export function renderProfile(flags: Record<string, boolean>, replies: Parameters<typeof mockApi>[0] = {}, me: Parameters<typeof sessionUser>[0] = {}) {
  const calls = mockApi({
    'GET /auth': { status: 200, body: sessionUser({ level: 2, flags: { canReadUsers: true, ...flags }, ...me }) },
    'GET /user/12': { status: 200, body: WOUT },
    'GET /user/7/profiles': { status: 200, body: { data: [] } },
    ...replies,
  });
  const { router } = renderApp('/medewerker/12', { token: 'token-1' });
  return { calls, router, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}
