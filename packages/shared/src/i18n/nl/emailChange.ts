/**
 * Changing the login e-mail address (issue 11, ARCHITECTURE "Login e-mail"): the profile's pending
 * address, the two mails and the pages their links open. Its own file, like `userAdmin`.
 */
export const emailChange = {
  requested: 'We stuurden een bevestigingslink naar {{email}}. Het nieuwe e-mailadres geldt pas na bevestiging.',
  pendingLabel: 'Nieuw e-mailadres',
  pendingHint: 'Wacht op bevestiging via de link die naar dit adres werd gestuurd. Tot dan blijft het huidige e-mailadres gelden.',
  cancel: 'Wijziging annuleren',
  cancelled: 'De wijziging van het e-mailadres werd geannuleerd',
  fieldHintOwn:
    'Een nieuw e-mailadres geldt pas nadat u het bevestigt via de link die we ernaar sturen. Daarna wordt u overal afgemeld en meldt u aan met het nieuwe adres.',
  fieldHintOther: 'Een nieuw e-mailadres geldt pas nadat het bevestigd werd via de link die we ernaar sturen.',
  confirmSubject: 'Bevestig uw nieuwe e-mailadres',
  confirmBody:
    'Beste {{firstName}}, klik op de link hieronder om {{email}} te bevestigen als het e-mailadres waarmee u voortaan aanmeldt. Tot dan blijft uw vorige adres gelden. De link is 7 dagen geldig.',
  confirmAction: 'Nieuw e-mailadres bevestigen',
  noticeSubject: 'Uw e-mailadres werd gewijzigd',
  noticeBody:
    'Beste {{firstName}}, u meldt voortaan aan met {{email}} in plaats van met dit adres, en alle sessies werden afgemeld. Was u dit niet? Zet dan binnen 7 dagen met de link hieronder dit adres terug.',
  noticeOwnerBody:
    'Beste {{firstName}}, het gekoppelde profiel van {{name}} meldt voortaan aan met {{email}}. Was dit niet de bedoeling? Zet het profiel dan binnen 7 dagen met de link hieronder terug zoals het was.',
  undoAction: 'Vorig e-mailadres terugzetten',
  noticeFooter: 'Heeft u deze wijziging zelf gedaan? Dan hoeft u niets te doen.',
  confirmTitle: 'Nieuw e-mailadres bevestigen',
  confirming: 'Uw nieuwe e-mailadres wordt bevestigd…',
  confirmed: 'Uw nieuwe e-mailadres werd bevestigd. U werd overal afgemeld: meld u opnieuw aan met het nieuwe adres.',
  undoTitle: 'Vorig e-mailadres terugzetten',
  undoing: 'Uw vorige e-mailadres wordt teruggezet…',
  undone:
    'Uw vorige e-mailadres werd teruggezet en alle sessies werden afgemeld. Kent u het wachtwoord niet meer, kies dan een nieuw via "Wachtwoord vergeten".',
  historyPending: 'Nieuw e-mailadres (wacht op bevestiging)',
};
