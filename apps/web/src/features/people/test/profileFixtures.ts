import type { ProfileSaveAnswer, UserProfile } from '@coulisse/shared/schemas/people/profile';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';

/** Jens, the demo volunteer, as GET /api/user/{id} answers him to himself. */
export function jens(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 7,
    firstName: 'Jens',
    lastName: 'Peeters',
    level: 0,
    image: null,
    email: 'vrijwilliger@coulisse.be',
    pendingEmail: null,
    secondaryEmail: null,
    phoneNumber: null,
    cellPhone: '0470 12 34 56',
    sex: 0,
    dateOfBirth: '1994-05-12',
    nationality: 'Belg',
    origin: 'BE',
    streetName: 'Kerkstraat',
    houseNumber: '12',
    bus: null,
    zipCode: '2440',
    cityName: 'Geel',
    tShirt: 'L',
    height: 180,
    chest: null,
    waist: null,
    hipSize: null,
    headSize: null,
    clothingSize: null,
    clothingFrozen: false,
    remarks: null,
    ownerRemarks: null,
    pictures: false,
    since: '2026-01-10',
    shouldVerify: false,
    canEditClothingSizes: true,
    confirmed: true,
    ownerId: null,
    ...overrides,
  };
}

/** The volunteer himself, signed in. */
export const volunteer = (overrides: Parameters<typeof sessionUser>[0] = {}) =>
  sessionUser({ id: 7, firstName: 'Jens', lastName: 'Peeters', level: 0, email: 'vrijwilliger@coulisse.be', canEditClothingSizes: true, ...overrides });

export const saved = (data: UserProfile, message = 'ok'): { status: number; body: ProfileSaveAnswer } => ({
  status: 200,
  body: { message, data, signOut: false },
});

/** Renders the app at a path with the given answers; returns the calls and a user-event instance. */
export function renderProfile(path: string, replies: Parameters<typeof mockApi>[0], options: Parameters<typeof renderApp>[1] = {}) {
  const calls = mockApi(replies);
  const view = renderApp(path, { token: 'token-1', ...options });
  return { calls, ...view, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}
