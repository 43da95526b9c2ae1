import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Screen } from '../../../app/screens/screens';
import { mockApi, sessionUser } from '../../../test/api';
import { repetitionDto } from '../../../test/projects';
import { renderApp } from '../../../test/renderApp';
import { UserRehearsalsTab } from './UserRehearsalsTab';

const screens: Screen[] = [{ path: '/repetities-van/:id', element: <UserRehearsalsTab userId={7} />, access: 'signedIn' }];

describe("a user's rehearsals tab: whose pin it is (issue 14)", () => {
  it.each([
    ['the user themself', 7, 'Je pincode: 04217'],
    ['a staff member', 2, 'Pincode: 04217'],
  ])('reads the pin as %s would', async (_who, viewer, text) => {
    mockApi({
      'GET /auth': { status: 200, body: sessionUser({ id: viewer, level: 2 }) },
      'GET /user/7/repetitions': { status: 200, body: [repetitionDto()] },
      'GET /user/7/pin': { status: 200, body: { pin: '04217' } },
    });
    renderApp('/repetities-van/7', { screens, token: 'token-1' });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
