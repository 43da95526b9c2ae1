/** Texts of rehearsal mails and reminders (English). */
export const remindersTexts = {
  reminders: {
    subject: {
      planned: 'Call: {{name}} on {{date}}',
      moved: 'Changed: {{name}} on {{date}}',
      cancelled: 'Cancelled: {{name}} on {{date}}',
      reminder: 'Reminder: {{name}} on {{date}}',
    },
    intro: {
      planned: 'You are expected at the rehearsal {{name}} of {{project}}.',
      moved: 'The rehearsal {{name}} of {{project}} has changed. These are the new details.',
      cancelled: 'The rehearsal {{name}} of {{project}} is cancelled.',
      reminder: "Don't forget the rehearsal {{name}} of {{project}}.",
    },
    greeting: 'Hello {{firstName}},',
    date: 'Date',
    time: 'Time',
    timeRange: '{{start}} to {{end}}',
    location: 'Location',
    map: 'View on the map',
    scenes: 'Scenes',
    noScenes: 'No scenes given',
    description: 'Description',
    cannotAttend: "I can't come",
    cannotAttendHelp: "Can't come? Sign off until 30 minutes before the start.",
    calendarAdd: 'The attachment puts this rehearsal in your calendar.',
    calendarRemove: 'The attachment removes this rehearsal from your calendar.',
    notice: {
      category: 'Rehearsal reminder',
      label: 'Reminder: {{name}}',
      body: '{{name}} of {{project}} starts on {{date}} at {{time}} in {{location}}.',
    },
    absence: {
      title: 'Sign off from a rehearsal',
      question: "Can't you come to {{name}} ({{project}}) on {{date}} from {{start}} to {{end}} in {{location}}?",
      reason: 'Reason (optional)',
      confirm: "I can't come",
      already: 'You have already signed off from this rehearsal.',
      toRehearsals: 'To my rehearsals',
    },
    errors: {
      linkInvalid: 'This link is not valid. Use the link of the latest mail about this rehearsal.',
      linkExpired: 'This link has expired: the rehearsal has already started.',
      gone: 'This rehearsal is cancelled, or you are no longer expected at it.',
    },
    settings: {
      reminderHours: 'Rehearsal reminder (hours before)',
      reminderHoursHelp: 'For rehearsals with mail, participants get a reminder by mail and in the app this many hours before the start.',
    },
  },
};
