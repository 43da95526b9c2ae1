/** Texts of rehearsal mails and reminders (French). */
export const remindersTexts = {
  reminders: {
    subject: {
      planned: 'Convocation : {{name}} le {{date}}',
      moved: 'Modifiée : {{name}} le {{date}}',
      cancelled: 'Annulée : {{name}} le {{date}}',
      reminder: 'Rappel : {{name}} le {{date}}',
    },
    intro: {
      planned: 'Vous êtes attendu(e) à la répétition {{name}} de {{project}}.',
      moved: 'La répétition {{name}} de {{project}} a été modifiée. Voici les nouvelles informations.',
      cancelled: "La répétition {{name}} de {{project}} n'aura pas lieu.",
      reminder: "N'oubliez pas la répétition {{name}} de {{project}}.",
    },
    greeting: 'Bonjour {{firstName}},',
    date: 'Date',
    time: 'Heure',
    timeRange: 'de {{start}} à {{end}}',
    location: 'Lieu',
    map: 'Voir sur la carte',
    scenes: 'Scènes',
    noScenes: 'Aucune scène indiquée',
    description: 'Description',
    cannotAttend: 'Je ne peux pas',
    cannotAttendHelp: "Vous ne pouvez pas venir ? Désinscrivez-vous jusqu'à 30 minutes avant le début.",
    calendarAdd: 'La pièce jointe ajoute cette répétition à votre agenda.',
    calendarRemove: 'La pièce jointe retire cette répétition de votre agenda.',
    notice: {
      category: 'Rappel de répétition',
      label: 'Rappel : {{name}}',
      body: '{{name}} de {{project}} commence le {{date}} à {{time}} à {{location}}.',
    },
    absence: {
      title: "Se désinscrire d'une répétition",
      question: 'Vous ne pouvez pas venir à {{name}} ({{project}}) le {{date}} de {{start}} à {{end}} à {{location}} ?',
      reason: 'Raison (facultatif)',
      confirm: 'Je ne peux pas',
      already: 'Vous êtes déjà désinscrit(e) de cette répétition.',
      toRehearsals: 'Vers mes répétitions',
    },
    errors: {
      linkInvalid: "Ce lien n'est pas valide. Utilisez le lien du dernier mail concernant cette répétition.",
      linkExpired: 'Ce lien a expiré : la répétition a déjà commencé.',
      gone: "Cette répétition n'a plus lieu, ou vous n'y êtes plus attendu(e).",
    },
    settings: {
      reminderHours: 'Rappel de répétition (heures avant)',
      reminderHoursHelp:
        'Pour les répétitions avec mail, les participants reçoivent un rappel par mail et dans l’application ce nombre d’heures avant le début.',
    },
  },
};
