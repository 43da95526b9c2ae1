import type { Catalogue } from '../nl';
import { rightsMatrix } from './rights';
import { userAdmin } from './userAdmin';
import { filesTexts } from './files';
import { emailChange } from './emailChange';
import { registrationsTexts } from './registrations';
import { castingTexts } from './casting';
import { projectsTexts } from './projects';
import { communicationTexts } from './communication';
import { searchTexts } from './search';
import { wardrobeTexts } from './wardrobe';
import { rehearsalsTexts } from './rehearsals';
import { remindersTexts } from './reminders';
import { homeTexts } from './home';
import { frCore } from './core';
import { peopleTexts } from './people';
import { accessTexts } from './access';
import { adminTexts } from './admin';

/** French (fr-FR). Same keys and placeholders as nl, checked by catalogues.test.ts. */
export const fr: Catalogue = {
  ...frCore,
  menu: {
    overview: 'Aperçu',
    news: 'Actualités',
    projects: 'Projets',
    myRoles: 'Mes rôles',
    myRepetitions: 'Mes répétitions',
    myAppointments: 'Mes rendez-vous',
    registrations: 'Inscriptions',
    users: 'Bénévoles',
    clothing: 'Gestion des costumes',
    rental: 'Location',
    accessRoles: 'Rôles d’accès',
    settings: 'Paramètres',
    outbox: 'Mails envoyés',
    mailTemplates: 'Modèles de mail',
    signOff: 'Se déconnecter',
    profile: 'Voir le profil',
    changePassword: 'Modifier le mot de passe',
    switchProfile: 'Changer de profil',
    createProfile: 'Créer un profil',
    calendar: 'Calendrier',
    threads: 'Conversations',
    notifications: 'Notifications',
  },
  empty: {
    resource: 'Il n’y a pas encore de {{resource}}.',
    resourceWithFilters: 'Il n’y a pas de {{resource}} qui correspondent aux filtres choisis.',
    clearFilters: 'Effacer les filtres',
  },
  success: {
    created: '{{resource}} a été créé(e) avec succès',
    created_plural: '{{resource}} ont été créé(e)s avec succès',
    updated: '{{resource}} a été modifié(e) avec succès',
    updated_plural: '{{resource}} ont été modifié(e)s avec succès',
    deleted: '{{resource}} a été supprimé(e) avec succès',
    deleted_plural: '{{resource}} ont été supprimé(e)s avec succès',
  },
  ...adminTexts,
  ...peopleTexts,
  ...accessTexts,
  list: {
    filter: 'Filtrer',
    filters: 'Filtres',
    filtersSet: '{{count}} choisi(s)',
    showResults: 'Afficher les résultats',
    firstPage: 'Première page',
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    lastPage: 'Dernière page',
    export: 'Exporter',
    more: 'Charger plus',
    total: '{{count}} résultats',
    selected: '{{count}} sélectionné(s)',
    selectAll: 'Tout sélectionner',
    sortBy: 'Trier par',
    exporting: 'Préparation de l’export…',
    total_one: '{{count}} résultat',
    search: 'Rechercher',
    sortAsc: '{{field}} (croissant)',
    sortDesc: '{{field}} (décroissant)',
    all: 'Tous',
    selectRow: 'Sélectionner {{name}}',
    selectPage: 'Sélectionner toutes les lignes affichées',
    selectAllMatching: 'Sélectionner les {{count}} résultats',
    allMatchingSelected: 'Les {{count}} résultats sont sélectionnés.',
    clearSelection: 'Effacer la sélection',
    bulkActions: 'Actions pour la sélection',
    actions: 'Actions',
    rowAction: '{{action}} : {{name}}',
    loadFailed: 'La liste n’a pas pu être chargée.',
    retry: 'Réessayer',
    loadingMore: 'Chargement d’autres résultats…',
    allLoaded: 'Tous les résultats sont chargés.',
  },
  rightsMatrix,
  userAdmin,
  files: filesTexts,
  emailChange,
  ...rehearsalsTexts,
  ...remindersTexts,
  ...registrationsTexts,
  ...castingTexts,
  ...projectsTexts,
  ...communicationTexts,
  ...searchTexts,
  ...wardrobeTexts,
  ...homeTexts,
};
