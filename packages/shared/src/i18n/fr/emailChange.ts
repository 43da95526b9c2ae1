import type { Catalogue } from '../nl';

export const emailChange: Catalogue['emailChange'] = {
  requested: 'Nous avons envoyé un lien de confirmation à {{email}}. La nouvelle adresse e-mail ne s’applique qu’après confirmation.',
  pendingLabel: 'Nouvelle adresse e-mail',
  pendingHint: 'En attente de confirmation via le lien envoyé à cette adresse. D’ici là, l’adresse e-mail actuelle reste valable.',
  cancel: 'Annuler la modification',
  cancelled: 'La modification de l’adresse e-mail a été annulée',
  fieldHintOwn:
    'Une nouvelle adresse e-mail ne s’applique qu’après l’avoir confirmée via le lien que nous y envoyons. Vous êtes ensuite déconnecté partout et vous vous connectez avec la nouvelle adresse.',
  fieldHintOther: 'Une nouvelle adresse e-mail ne s’applique qu’après confirmation via le lien que nous y envoyons.',
  confirmSubject: 'Confirmez votre nouvelle adresse e-mail',
  confirmBody:
    'Bonjour {{firstName}}, cliquez sur le lien ci-dessous pour confirmer {{email}} comme adresse e-mail de connexion. D’ici là, votre adresse précédente reste valable. Le lien est valable 7 jours.',
  confirmAction: 'Confirmer la nouvelle adresse e-mail',
  noticeSubject: 'Votre adresse e-mail a été modifiée',
  noticeBody:
    'Bonjour {{firstName}}, vous vous connectez désormais avec {{email}} au lieu de cette adresse, et toutes les sessions ont été fermées. Ce n’était pas vous ? Rétablissez alors cette adresse avec le lien ci-dessous dans les 7 jours.',
  noticeOwnerBody:
    'Bonjour {{firstName}}, le profil lié de {{name}} se connecte désormais avec {{email}}. Ce n’était pas voulu ? Rétablissez alors le profil tel qu’il était avec le lien ci-dessous dans les 7 jours.',
  undoAction: 'Rétablir l’adresse e-mail précédente',
  noticeFooter: 'Vous avez fait cette modification vous-même ? Alors il n’y a rien à faire.',
  confirmTitle: 'Confirmer la nouvelle adresse e-mail',
  confirming: 'Confirmation de votre nouvelle adresse e-mail…',
  confirmed: 'Votre nouvelle adresse e-mail a été confirmée. Vous avez été déconnecté partout : reconnectez-vous avec la nouvelle adresse.',
  undoTitle: 'Rétablir l’adresse e-mail précédente',
  undoing: 'Rétablissement de votre adresse e-mail précédente…',
  undone:
    'Votre adresse e-mail précédente a été rétablie et toutes les sessions ont été fermées. Si vous ne connaissez plus le mot de passe, choisissez-en un nouveau via « Mot de passe oublié ».',
  historyPending: 'Nouvelle adresse e-mail (en attente de confirmation)',
};
