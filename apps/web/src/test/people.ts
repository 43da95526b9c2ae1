import type { UserProfile } from '@coulisse/shared/schemas/people/profile';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { mockApi, sessionUser } from './api';
import { renderApp } from './renderApp';

/** A whole GET /api/user/{id} answer (a volunteer as staff with every read right see them); `overrides` for what a test is about. */
export const userProfile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  id: 12,
  firstName: 'Wout',
  lastName: 'Verbist',
  level: 0,
  image: null,
  email: 'wout@voorbeeld.be',
  pendingEmail: null,
  secondaryEmail: null,
  phoneNumber: null,
  cellPhone: '0470 12 34 56',
  sex: 0,
  dateOfBirth: '1990-02-01',
  nationality: 'Belg',
  origin: 'BE',
  streetName: 'Markt',
  houseNumber: '1',
  bus: null,
  zipCode: '2440',
  cityName: 'Geel',
  tShirt: 'M',
  height: null,
  chest: null,
  waist: null,
  hipSize: null,
  headSize: null,
  clothingSize: null,
  clothingFrozen: false,
  remarks: null,
  ownerRemarks: null,
  pictures: false,
  since: '2024-01-01',
  shouldVerify: false,
  canEditClothingSizes: false,
  confirmed: false,
  ownerId: null,
  ...overrides,
});

/** GET /api/user/12 as staff with every read right see it. */
export const WOUT = userProfile();

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
