import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, signIn, test } from './fixtures';

/** Screenshots of the casting screens land here when E2E_SHOTS is set (checked by hand). */
const SHOTS = process.env.E2E_SHOTS ?? '';

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const auth = await request.post('/api/auth', { data: { email, password: DEMO_PASSWORD } });
  return ((await auth.json()) as { token: string }).token;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The open demo project's id and name. */
async function openProject(request: APIRequestContext, token: string): Promise<{ id: number; name: string }> {
  const projects = (await (await request.get('/api/users/projects', { headers: bearer(token) })).json()) as { value: number; label: string }[];
  const open = projects.find((p) => p.label.startsWith('Het Geels Dolhuys'));
  if (!open) throw new Error('the open demo project is missing');
  return { id: open.value, name: open.label };
}

/** The id of the part with this identifier, through the generic list. */
async function partId(request: APIRequestContext, token: string, projectId: number, plural: 'project_roles' | 'scenes' | 'groups', identifier: string): Promise<number> {
  const filters = encodeURIComponent(JSON.stringify({ text: identifier }));
  const list = (await (await request.get(`/api/project/${projectId}/${plural}?filters=${filters}`, { headers: bearer(token) })).json()) as { data: { id: number; identifier: string }[] };
  return list.data.find((p) => p.identifier === identifier)!.id;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-mobile.png`, fullPage: true });
  await page.setViewportSize(size);
}

test.describe('Casting', () => {
  test('de staf bouwt een rollenschema, koppelt spelers en wisselt iemand van cast', async ({ page, request }) => {
    const staffToken = await tokenOf(request, DEMO.staff);
    const project = await openProject(request, staffToken);
    const p = `E${Date.now().toString(36).slice(-5).toUpperCase()}`;
    const roles = Array.from({ length: 10 }, (_, i) => `rol;${p}R${i + 1};Rol ${i + 1};;${i < 3 ? 'ja' : 'nee'};${p}S${(i % 3) + 1}`);
    const csv = ['Soort;Code;Naam;Beschrijving;Sprekend;Scènes', `scène;${p}S1;Opening;;;`, `scène;${p}S2;Midden;;;`, `scène;${p}S3;Slot;;;`, ...roles, `groep;${p}G1;Koor;;;${p}S1,${p}S3`, `groep;${p}G2;Dansers;;;${p}S2`].join('\n');

    await signIn(page, DEMO.staff);
    await page.goto(`/projecten/${project.id}/overzicht`);
    await page.getByRole('button', { name: 'Rollenschema' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rollenschema importeren en exporteren' });
    await expect(dialog.getByRole('tab')).toHaveText(['Rollenschema importeren', 'Spelers importeren', 'Rollenschema exporteren']);
    // A bad file first: its rows are named and nothing can be confirmed.
    await dialog.locator('input[type=file]').setInputFiles({ name: 'fout.csv', mimeType: 'text/csv', buffer: Buffer.from(`${csv}\nrol;${p}R99;Fout;;misschien;${p}S9`) });
    await expect(dialog.getByText('Sprekend moet ja of nee zijn, niet "misschien".')).toBeVisible();
    await expect(dialog.getByText(`Onbekende scène: ${p}S9.`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Importeer 15 rijen' })).toBeDisabled();
    await shoot(page, 'import-preview');
    await dialog.getByRole('button', { name: 'Ander bestand kiezen' }).click();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'schema.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(dialog.getByText('15 rijen in orde, 0 met fouten')).toBeVisible();
    await dialog.getByRole('button', { name: 'Importeer 15 rijen' }).click();
    await expect(dialog.getByText('Rollenschema geïmporteerd: 15 aangemaakt, 0 bijgewerkt, 13 koppelingen aan scènes.')).toBeVisible();
    await page.keyboard.press('Escape');

    // One more role through the form, then into scene 1.
    await page.goto(`/projecten/${project.id}/rollen`);
    await page.getByRole('button', { name: 'Nieuwe rol' }).click();
    await page.getByRole('textbox', { name: 'Code' }).fill(`${p}R11`);
    await page.getByRole('textbox', { name: 'Naam' }).fill('Nieuwe rol');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Rol werd succesvol aangemaakt')).toBeVisible();
    await shoot(page, 'roles');

    const sceneId = await partId(request, staffToken, project.id, 'scenes', `${p}S1`);
    await page.goto(`/projecten/${project.id}/scenes/${sceneId}`);
    await expect(page.getByRole('heading', { name: `${p}S1 – Opening` })).toBeVisible();
    await page.getByRole('combobox', { name: 'Rollen' }).fill(`${p}R11`);
    await page.getByRole('option', { name: `${p}R11 – Nieuwe rol` }).click();
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(page.getByRole('rowheader', { name: 'Nieuwe rol' })).toBeVisible();

    // Link the demo volunteer to the new role in Cast A.
    const roleId = await partId(request, staffToken, project.id, 'project_roles', `${p}R11`);
    await page.goto(`/projecten/${project.id}/rollen/bewerk/${roleId}/gebruikers`);
    await page.getByRole('textbox', { name: 'Zoeken' }).fill('Jens');
    await page.getByRole('checkbox', { name: 'Jens Peeters – Cast A' }).check();
    await page.getByRole('button', { name: 'Sla op' }).click();
    await expect(page.getByText('Medewerkers van rol Nieuwe rol werden succesvol gewijzigd')).toBeVisible();
    await shoot(page, 'role-users');

    // Scene 1 now calls them.
    await page.goto(`/projecten/${project.id}/scenes/${sceneId}`);
    await expect(page.getByText(/Jens Peeters/)).toBeVisible();
    await shoot(page, 'scene-detail');

    // Switch that role to Cast B from their registration's Rollen tab.
    const volunteerToken = await tokenOf(request, DEMO.volunteer);
    const me = (await (await request.get('/api/auth', { headers: bearer(volunteerToken) })).json()) as { user?: { id: number }; id?: number };
    const userId = me.user?.id ?? me.id;
    const filters = encodeURIComponent(JSON.stringify({ text: 'Jens Peeters' }));
    const registrations = (await (await request.get(`/api/project/${project.id}/registrations?filters=${filters}`, { headers: bearer(staffToken) })).json()) as { data: { id: number; userId: number }[] };
    const registration = registrations.data.find((r) => r.userId === userId)!;
    await page.goto(`/projecten/${project.id}/inschrijvingen/${registration.id}/rollen`);
    await page.getByRole('checkbox', { name: `Selecteer ${p}R11 Nieuwe rol` }).check();
    await page.getByRole('combobox', { name: 'Naar cast' }).click();
    await page.getByRole('option', { name: 'Cast B' }).click();
    await page.getByRole('button', { name: 'Wissel', exact: true }).click();
    await expect(page.getByText('Succesvol gewisseld van cast')).toBeVisible();
    await shoot(page, 'cast-switch');
  });

  test('een deelnemer ziet zijn rollen pas vanaf rolesOpen', async ({ page, request }) => {
    const adminToken = await tokenOf(request, DEMO.admin);
    const project = await openProject(request, adminToken);
    const current = (await (await request.get(`/api/project/${project.id}`, { headers: bearer(adminToken) })).json()) as Record<string, unknown>;
    const fields = ['name', 'title', 'subtitle', 'openFrom', 'closedFrom', 'closedOffStage', 'projectClosed', 'rolesOpen', 'rolesClosed', 'editRegistrationClosed', 'deleteRegistrationClosed', 'auditionsEnabled', 'auditionHint', 'extended'];
    const body = Object.fromEntries(fields.map((f) => [f, current[f]]));
    const setRolesOpen = async (rolesOpen: unknown) => {
      const res = await request.put(`/api/project/${project.id}`, { headers: bearer(adminToken), data: { ...body, rolesOpen } });
      expect(res.status(), await res.text()).toBe(200);
    };
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await setRolesOpen(tomorrow);
    try {
      await signIn(page, DEMO.volunteer);
      await page.goto(`/rollen/${encodeURIComponent(project.name)}`);
      await expect(page.getByText('Het rollenschema staat momenteel niet open, kom later nog eens een kijkje nemen')).toBeVisible();
      // The server refuses the same: nothing of the scheme is sent.
      const volunteerToken = await tokenOf(request, DEMO.volunteer);
      const own = (await (await request.get(`/api/own/project_roles/${encodeURIComponent(project.name)}`, { headers: bearer(volunteerToken) })).json()) as { state: string; casting: unknown };
      expect(own).toMatchObject({ state: 'notOpen', casting: null });
    } finally {
      await setRolesOpen(current.rolesOpen);
    }
    await page.reload();
    await expect(page.getByRole('heading', { name: `Mijn rollen in ${project.name}` })).toBeVisible();
    await expect(page.getByText('R08 – Hofnar')).toBeVisible();
    await shoot(page, 'own-roles');
  });
});
