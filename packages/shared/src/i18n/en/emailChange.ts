import type { Catalogue } from '../nl';

export const emailChange: Catalogue['emailChange'] = {
  requested: 'We sent a confirmation link to {{email}}. The new e-mail address only applies once it is confirmed.',
  pendingLabel: 'New e-mail address',
  pendingHint: 'Waiting for confirmation through the link sent to this address. Until then the current e-mail address stays in use.',
  cancel: 'Cancel change',
  cancelled: 'The change of e-mail address was cancelled',
  fieldHintOwn:
    'A new e-mail address only applies once you confirm it through the link we send to it. You are then signed out everywhere and sign in with the new address.',
  fieldHintOther: 'A new e-mail address only applies once it has been confirmed through the link we send to it.',
  confirmSubject: 'Confirm your new e-mail address',
  confirmBody:
    'Dear {{firstName}}, click the link below to confirm {{email}} as the e-mail address you sign in with from now on. Until then your previous address stays in use. The link is valid for 7 days.',
  confirmAction: 'Confirm new e-mail address',
  noticeSubject: 'Your e-mail address was changed',
  noticeBody:
    'Dear {{firstName}}, from now on you sign in with {{email}} instead of this address, and every session was signed out. Was this not you? Then put this address back with the link below within 7 days.',
  noticeOwnerBody:
    'Dear {{firstName}}, the linked profile of {{name}} now signs in with {{email}}. Was this not intended? Then put the profile back as it was with the link below within 7 days.',
  undoAction: 'Restore previous e-mail address',
  noticeFooter: 'Did you make this change yourself? Then there is nothing to do.',
  confirmTitle: 'Confirm new e-mail address',
  confirming: 'Confirming your new e-mail address…',
  confirmed: 'Your new e-mail address was confirmed. You were signed out everywhere: sign in again with the new address.',
  undoTitle: 'Restore previous e-mail address',
  undoing: 'Restoring your previous e-mail address…',
  undone:
    'Your previous e-mail address was restored and every session was signed out. If you no longer know the password, choose a new one through "Forgot password".',
  historyPending: 'New e-mail address (awaiting confirmation)',
};
