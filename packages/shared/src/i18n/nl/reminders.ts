/** Texts of rehearsal mails and reminders (issue 13): the mails, the in-app notice, the "ik kan niet" page, the setting. */
export const remindersTexts = {
  reminders: {
    subject: {
      planned: 'Oproeping: {{name}} op {{date}}',
      moved: 'Gewijzigd: {{name}} op {{date}}',
      cancelled: 'Geannuleerd: {{name}} op {{date}}',
      reminder: 'Herinnering: {{name}} op {{date}}',
    },
    intro: {
      planned: 'Je wordt verwacht op de repetitie {{name}} van {{project}}.',
      moved: 'De repetitie {{name}} van {{project}} werd gewijzigd. Dit zijn de nieuwe gegevens.',
      cancelled: 'De repetitie {{name}} van {{project}} gaat niet door.',
      reminder: 'Vergeet de repetitie {{name}} van {{project}} niet.',
    },
    greeting: 'Dag {{firstName}},',
    date: 'Datum',
    time: 'Uur',
    timeRange: '{{start}} tot {{end}}',
    location: 'Locatie',
    map: 'Bekijk op de kaart',
    scenes: 'Scènes',
    noScenes: 'Geen scènes opgegeven',
    description: 'Omschrijving',
    cannotAttend: 'Ik kan niet',
    cannotAttendHelp: 'Kan je niet komen? Meld je af tot 30 minuten voor de start.',
    calendarAdd: 'De bijlage zet deze repetitie in je agenda.',
    calendarRemove: 'De bijlage haalt deze repetitie uit je agenda.',
    notice: {
      category: 'Herinnering repetitie',
      label: 'Herinnering: {{name}}',
      body: '{{name}} van {{project}} begint op {{date}} om {{time}} in {{location}}.',
    },
    absence: {
      title: 'Afmelden voor een repetitie',
      question: 'Kan je niet komen naar {{name}} ({{project}}) op {{date}} van {{start}} tot {{end}} in {{location}}?',
      reason: 'Reden (niet verplicht)',
      confirm: 'Ik kan niet',
      already: 'Je bent al afgemeld voor deze repetitie.',
      toRehearsals: 'Naar mijn repetities',
    },
    errors: {
      linkInvalid: 'Deze link is ongeldig. Gebruik de link uit de laatste mail over deze repetitie.',
      linkExpired: 'Deze link is verlopen: de repetitie is al begonnen.',
      gone: 'Deze repetitie gaat niet meer door, of je wordt er niet meer op verwacht.',
    },
    settings: {
      reminderHours: 'Herinnering voor een repetitie (uren vooraf)',
      reminderHoursHelp: 'Bij repetities met mail krijgen de deelnemers zoveel uur voor de start een herinnering per mail en in de app.',
    },
  },
};
