import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, sessionUser } from '../../test/api';
import { renderApp } from '../../test/renderApp';
import { ScriptedSocket } from '../../test/socket';
import type { Screen } from './screens';

// One test in this file: the first screen is painted once per page (a module's promise).
describe('a signed-in start: the first screen with its data before the rest (issue 14)', () => {
  it("waits for the screen's requests, not only its skeleton, before loading the socket", async () => {
    let answer: (rows: string[]) => void = () => undefined;
    function Rehearsals() {
      const { data } = useQuery({ queryKey: ['test', 'rehearsals'], queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)) });
      return data ? createElement('p', null, data.join(', ')) : createElement('p', null, 'Skelet');
    }
    const screens: Screen[] = [{ path: '/projecten', element: createElement(Rehearsals), access: 'signedIn' }];
    const connectSocket = vi.fn(() => new ScriptedSocket());
    const volunteer = sessionUser({ level: 0 });
    mockApi({ 'GET /auth': { status: 200, body: volunteer } });

    renderApp('/projecten', { screens, tabs: [], token: volunteer.token, connectSocket });
    expect(await screen.findByText('Skelet')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(connectSocket).not.toHaveBeenCalled();

    answer(['Scènerepetitie']);
    expect(await screen.findByText('Scènerepetitie')).toBeInTheDocument();
    await vi.waitFor(() => expect(connectSocket).toHaveBeenCalledWith(volunteer.token));
  });
});
