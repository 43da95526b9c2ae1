/**
 * Every screen route of the web app (the route registry, `apps/web/src/app/appScreens.ts`) with the
 * addresses `screens.spec.ts` opens for it and the demo user who opens each. The web test
 * `app/screens/screenRoutes.test.ts` fails when a screen is added without an entry here.
 */

export type DemoUser = 'signedOut' | 'admin' | 'staff' | 'wardrobe' | 'kiosk' | 'volunteer';

/** Records of the demo organisation the addresses point at (looked up through the API). */
export interface DemoIds {
  project: number;
  /** The open project the demo volunteer takes part in, by name (`/repetities/{projectName}`). */
  projectName: string;
  registration: number;
  volunteer: number;
  rehearsal: number;
  projectRole: number;
  group: number;
  scene: number;
  accessRole: number;
  projectAccessRole: number;
  rack: number;
  fabric: number;
  pattern: number;
  clothingSize: number;
  article: number;
  category: number;
  order: number;
}

export interface Visit {
  as: DemoUser;
  url: string;
}

const admin = (...urls: string[]): Visit[] => urls.map((url) => ({ as: 'admin', url }));
const as = (user: DemoUser, ...urls: string[]): Visit[] => urls.map((url) => ({ as: user, url }));

const PROFILE_TABS = ['overzicht', 'inschrijvingen', 'certificaat', 'geschiedenis', 'rollen', 'scenes', 'repetities', 'toegangsrollen'];
const SETTINGS_TABS = ['algemeen', 'inschrijvingsvoorkeuren', 'casts', 'repetitietypes', 'locaties', 'toegangsrollen'];
const REGISTRATION_TABS = ['gegevens', 'rollen', 'repetities'];

export const screenRoutes: Record<string, (ids: DemoIds) => Visit[]> = {
  '/': () => as('signedOut', '/'),
  '/wachtwoord-vergeten': () => as('signedOut', '/wachtwoord-vergeten'),
  '/account-aanmaken': () => as('signedOut', '/account-aanmaken'),
  '/nieuw-wachtwoord': () => as('signedOut', '/nieuw-wachtwoord'),
  '/e-mailadres-bevestigen': () => as('signedOut', '/e-mailadres-bevestigen'),
  '/e-mailadres-terugzetten': () => as('signedOut', '/e-mailadres-terugzetten'),
  '/verander-wachtwoord': () => as('volunteer', '/verander-wachtwoord'),
  '/profiel-aanmaken': () => as('volunteer', '/profiel-aanmaken'),
  '/medewerkers/nieuw': () => admin('/medewerkers/nieuw'),
  '/overzicht': () => admin('/overzicht'),
  '/instellingen': () => admin('/instellingen'),
  '/profiel': () => as('volunteer', '/profiel'),
  '/medewerker/:id': (ids) => admin(`/medewerker/${ids.volunteer}`),
  '/medewerker/:id/:tab': (ids) => [
    ...admin(...PROFILE_TABS.map((tab) => `/medewerker/${ids.volunteer}/${tab}`)),
    // Staff read someone's rehearsals with the pin ("Pincode", not "Je pincode").
    ...as('staff', `/medewerker/${ids.volunteer}/repetities`),
  ],
  '/medewerkers': () => admin('/medewerkers'),
  '/medewerkers/online': () => admin('/medewerkers/online'),
  '/medewerkers/mail': () => admin('/medewerkers/mail'),
  '/medewerkers/importeren': () => admin('/medewerkers/importeren'),
  '/projecten': () => [...admin('/projecten'), ...as('volunteer', '/projecten')],
  '/projecten/nieuw': () => admin('/projecten/nieuw'),
  '/projecten/:id': (ids) => admin(`/projecten/${ids.project}`),
  '/projecten/:id/overzicht': (ids) => admin(`/projecten/${ids.project}/overzicht`),
  '/projecten/:id/bewerk': (ids) => admin(`/projecten/${ids.project}/bewerk`),
  '/projecten/:id/instellingen': (ids) => admin(`/projecten/${ids.project}/instellingen`),
  '/projecten/:id/instellingen/:tab': (ids) => admin(...SETTINGS_TABS.map((tab) => `/projecten/${ids.project}/instellingen/${tab}`)),
  '/projecten/:id/instellingen/toegangsrollen/:accessRoleId/gebruikers': (ids) =>
    admin(`/projecten/${ids.project}/instellingen/toegangsrollen/${ids.projectAccessRole}/gebruikers`),
  '/toegangsrollen': () => admin('/toegangsrollen'),
  '/toegangsrollen/nieuw': () => admin('/toegangsrollen/nieuw'),
  '/toegangsrollen/:id/bewerk': (ids) => admin(`/toegangsrollen/${ids.accessRole}/bewerk`),
  '/toegangsrollen/:id/gebruikers': (ids) => admin(`/toegangsrollen/${ids.accessRole}/gebruikers`),
  '/meldingen': () => admin('/meldingen'),
  '/projecten/:id/meldingen': (ids) => admin(`/projecten/${ids.project}/meldingen`),
  '/verzonden-mails': () => admin('/verzonden-mails'),
  '/mail-sjablonen': () => admin('/mail-sjablonen'),
  // The unsubscribe and "ik kan niet" links without their token: the page explains the link is incomplete.
  '/afmelden': () => as('signedOut', '/afmelden'),
  '/afmelden/repetitie': () => as('signedOut', '/afmelden/repetitie'),
  '/berichten': () => as('volunteer', '/berichten'),
  // The demo organisation has no messages: a missing one shows the screen's not-found state.
  '/berichten/:id': () => as('volunteer', '/berichten/999999'),
  '/projecten/:id/berichten': (ids) => admin(`/projecten/${ids.project}/berichten`),
  '/projecten/:id/berichten/:messageId/gelezen': (ids) => admin(`/projecten/${ids.project}/berichten/999999/gelezen`),
  '/onthaal': () => as('kiosk', '/onthaal'),
  '/rollen': () => as('volunteer', '/rollen'),
  '/zoekresultaten': () => admin('/zoekresultaten?q=jan'),
  '/projecten/inschrijven/:id': (ids) => as('volunteer', `/projecten/inschrijven/${ids.project}`),
  '/projecten/inschrijven/:id/:userId': (ids) => admin(`/projecten/inschrijven/${ids.project}/${ids.volunteer}`),
  '/projecten/:id/inschrijvingen': (ids) => admin(`/projecten/${ids.project}/inschrijvingen`),
  '/projecten/:id/inschrijvingen/niet-ingeschreven': (ids) => admin(`/projecten/${ids.project}/inschrijvingen/niet-ingeschreven`),
  '/projecten/:id/kopieer-deelnemers': (ids) => admin(`/projecten/${ids.project}/kopieer-deelnemers`),
  '/projecten/:id/inschrijvingen/:registrationId': (ids) => admin(`/projecten/${ids.project}/inschrijvingen/${ids.registration}`),
  '/projecten/:id/inschrijvingen/:registrationId/:tab': (ids) =>
    admin(...REGISTRATION_TABS.map((tab) => `/projecten/${ids.project}/inschrijvingen/${ids.registration}/${tab}`)),
  '/inschrijvingen': () => admin('/inschrijvingen'),
  '/inschrijvingen/:id': (ids) => admin(`/inschrijvingen/${ids.registration}`),
  '/projecten/:id/rollen': (ids) => admin(`/projecten/${ids.project}/rollen`),
  '/projecten/:id/rollen/bewerk/:roleId/gebruikers': (ids) => admin(`/projecten/${ids.project}/rollen/bewerk/${ids.projectRole}/gebruikers`),
  '/projecten/:id/groepen': (ids) => admin(`/projecten/${ids.project}/groepen`),
  '/projecten/:id/groepen/:groupId': (ids) => admin(`/projecten/${ids.project}/groepen/${ids.group}`),
  '/projecten/:id/groepen/bewerk/:groupId/gebruikers': (ids) => admin(`/projecten/${ids.project}/groepen/bewerk/${ids.group}/gebruikers`),
  '/projecten/:id/scenes': (ids) => admin(`/projecten/${ids.project}/scenes`),
  '/projecten/:id/scenes/:sceneId': (ids) => admin(`/projecten/${ids.project}/scenes/${ids.scene}`),
  '/rollen/:projectName': (ids) => as('volunteer', `/rollen/${encodeURIComponent(ids.projectName)}`),
  '/projecten/:id/repetities': (ids) => as('staff', `/projecten/${ids.project}/repetities`),
  '/projecten/:id/kalender': (ids) => as('staff', `/projecten/${ids.project}/kalender`),
  '/kalender': () => as('staff', '/kalender'),
  '/repetities/nieuw': (ids) => as('staff', `/repetities/nieuw?projectId=${ids.project}`),
  '/repetities/:id/bewerk': (ids) => as('staff', `/repetities/${ids.rehearsal}/bewerk`),
  '/repetities/:id/aanwezigheid': (ids) => as('staff', `/repetities/${ids.rehearsal}/aanwezigheid`),
  '/repetities/alle': () => as('volunteer', '/repetities/alle'),
  '/repetities/:projectName': (ids) => as('volunteer', `/repetities/${encodeURIComponent(ids.projectName)}`),
  '/pinscherm/:id': (ids) => as('kiosk', `/pinscherm/${ids.rehearsal}?repetitionIds=${ids.rehearsal}`),
  '/kledijbeheer/rekken': () => as('wardrobe', '/kledijbeheer/rekken'),
  '/kledijbeheer/rekken/nieuw': () => as('wardrobe', '/kledijbeheer/rekken/nieuw'),
  '/kledijbeheer/rekken/:id': (ids) => as('wardrobe', `/kledijbeheer/rekken/${ids.rack}`),
  '/kledijbeheer/stoffen': () => as('wardrobe', '/kledijbeheer/stoffen'),
  '/kledijbeheer/stoffen/nieuw': () => as('wardrobe', '/kledijbeheer/stoffen/nieuw'),
  '/kledijbeheer/stoffen/:id': (ids) => as('wardrobe', `/kledijbeheer/stoffen/${ids.fabric}`),
  '/kledijbeheer/motieven': () => as('wardrobe', '/kledijbeheer/motieven'),
  '/kledijbeheer/motieven/nieuw': () => as('wardrobe', '/kledijbeheer/motieven/nieuw'),
  '/kledijbeheer/motieven/:id': (ids) => as('wardrobe', `/kledijbeheer/motieven/${ids.pattern}`),
  '/kledijbeheer/kleuren': () => as('wardrobe', '/kledijbeheer/kleuren'),
  '/kledijbeheer/kledij-maten': () => as('wardrobe', '/kledijbeheer/kledij-maten'),
  '/kledijbeheer/kledij-maat/nieuw': () => as('wardrobe', '/kledijbeheer/kledij-maat/nieuw'),
  '/kledijbeheer/kledij-maat/:id': (ids) => as('wardrobe', `/kledijbeheer/kledij-maat/${ids.clothingSize}`),
  '/kledijbeheer/artikels': () => as('wardrobe', '/kledijbeheer/artikels'),
  '/kledijbeheer/artikel/nieuw': () => as('wardrobe', '/kledijbeheer/artikel/nieuw'),
  '/kledijbeheer/artikel/:id': (ids) => as('wardrobe', `/kledijbeheer/artikel/${ids.article}`),
  '/kledijbeheer/import': () => as('wardrobe', '/kledijbeheer/import'),
  '/kledijbeheer/terugname': () => as('wardrobe', '/kledijbeheer/terugname'),
  '/kledijbeheer/rekken/:id/artikels': (ids) => as('wardrobe', `/kledijbeheer/rekken/${ids.rack}/artikels`),
  '/retributiebeheer/categorieen': () => admin('/retributiebeheer/categorieen'),
  '/retributiebeheer/categorieen/nieuw': () => admin('/retributiebeheer/categorieen/nieuw'),
  '/retributiebeheer/categorieen/:id/bewerk': (ids) => admin(`/retributiebeheer/categorieen/${ids.category}/bewerk`),
  '/kledijbeheer': () => as('wardrobe', '/kledijbeheer'),
  '/retributiebeheer': () => admin('/retributiebeheer'),
  '/retributiebeheer/bestelformulieren': () => admin('/retributiebeheer/bestelformulieren'),
  '/retributiebeheer/bestelformulieren/nieuw': () => admin('/retributiebeheer/bestelformulieren/nieuw'),
  '/retributiebeheer/bestelformulieren/bewerk/:id': (ids) => admin(`/retributiebeheer/bestelformulieren/bewerk/${ids.order}`),
  '/retributiebeheer/bestelformulieren/detail/:id': (ids) => admin(`/retributiebeheer/bestelformulieren/detail/${ids.order}`),
};
