import type { Catalogue } from '../nl';

/** Textes français du dépôt de fichiers. */
export const filesTexts: Catalogue['files'] = {
  missing: 'Veuillez sélectionner un fichier',
  tooBig: 'Ce fichier dépasse 100 Mo',
  wrongType: "Ce type de fichier n'est pas autorisé : uniquement des images (jpg, png, gif), des pdf, Word et Excel",
  oneFile: 'Veuillez envoyer un fichier à la fois',
  unknown: "Ce fichier n'existe pas (ou plus) ou est déjà joint",
};
