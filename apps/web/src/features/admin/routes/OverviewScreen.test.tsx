import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionUser } from '../../../test/api';
import { renderApp } from '../../../test/renderApp';
import { appScreens } from '../../../app/appScreens';
import type { Screen } from '../../../app/screens/screens';

const COUNTS = { projects: 12, employees: 2345, onlineUsers: 3, articles: 50123, rentals: 7 };

const stockLists: Screen[] = ['/kledijbeheer/artikels', '/retributiebeheer/bestelformulieren'].map((path) => ({
  path,
  element: <p>{path}</p>,
  access: 'signedIn',
}));

function setup(flags: Record<string, boolean>) {
  mockApi({ 'GET /auth': { status: 200, body: sessionUser({ level: 2, flags }) }, 'GET /statistics/overview': { status: 200, body: COUNTS } });
  renderApp('/overzicht', { token: 'token-1', screens: [...appScreens, ...stockLists] });
}

const widget = (name: string) => screen.findByRole('region', { name });

describe('/overzicht widgets (spec 1 §2)', () => {
  it('links every widget to its list with the read right', async () => {
    setup({ canReadUsers: true, canReadProjects: true });
    const employees = await widget('Medewerkers');
    expect(await within(employees).findByText('2.345')).toBeInTheDocument();
    expect(within(employees).getByRole('link', { name: 'Naar de lijst' })).toHaveAttribute('href', '/medewerkers');
    expect(within(await widget('Online medewerkers')).getByRole('link', { name: 'Naar de lijst' })).toHaveAttribute('href', '/medewerkers/online');
    const projects = await widget('Projecten');
    expect(within(projects).getByText('12')).toBeInTheDocument();
    expect(within(projects).getByRole('link', { name: 'Naar de lijst' })).toHaveAttribute('href', '/projecten');
  });

  it('links the articles and the running rentals with the articles and orders read rights', async () => {
    setup({ canReadArticles: true, canReadOrders: true });
    const stock = await widget('Artikels');
    expect(await within(stock).findByText('50.123')).toBeInTheDocument();
    expect(within(stock).getByRole('link', { name: 'Naar de lijst' })).toHaveAttribute('href', '/kledijbeheer/artikels');
    const rentals = await widget('Lopende verhuringen');
    expect(within(rentals).getByText('7')).toBeInTheDocument();
    expect(within(rentals).getByRole('link', { name: 'Naar de lijst' })).toHaveAttribute('href', '/retributiebeheer/bestelformulieren');
    expect(within(await widget('Medewerkers')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the counts without links to lists the user may not open', async () => {
    setup({});
    const employees = await widget('Medewerkers');
    expect(await within(employees).findByText('2.345')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Naar de lijst' })).not.toBeInTheDocument();
  });
});
