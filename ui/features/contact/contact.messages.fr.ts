import type { FrenchOf } from '../../lib/i18n/i18n';
import type { t } from './contact.messages';

// The French of contact.messages.ts, loaded on demand (`french` in this feature's index.ts).

const fr: FrenchOf<typeof t> = {
  theAthlete: 'L’athlète',
  'meta.title': 'Contact',
  'meta.descNamed': 'Comment les entraîneurs universitaires, la presse et les supporters peuvent contacter {name}.',
  'meta.desc': 'Comment les entraîneurs universitaires, la presse et les supporters peuvent contacter l’athlète.',
  eyebrow: 'Prendre contact',
  title: 'Contact',
  lead: '{first} est au lycée : ce site ne publie donc aucun numéro de téléphone, e-mail ou adresse personnels. Voici la bonne façon de prendre contact.',
  'recruit.title': 'Entraîneurs universitaires et recruteurs',
  'recruit.textNamed': 'Merci de passer d’abord par l’équipe d’entraîneurs du lycée, qui coordonne les échanges de recrutement avec la famille de {first}.',
  'recruit.text': 'Merci de passer d’abord par l’équipe d’entraîneurs du lycée, qui coordonne les échanges de recrutement avec la famille de l’athlète.',
  'recruit.coachNamed': 'Le mot du coach présente qui entraîne {first} et son regard sur l’athlète.',
  'recruit.coach': 'Le mot du coach présente qui entraîne l’athlète et son regard sur son parcours.',
  'recruit.readNote': 'Lire le mot du coach',
  'results.title': 'Résultats et historique des courses',
  'results.text': 'Chaque course, avec son temps, son classement et un court compte rendu, ainsi que les records personnels, sont publics.',
  'results.races': 'Courses',
  'results.prs': 'Records personnels',
  'follow.title': 'Suivre l’aventure',
  'follow.text': 'Entraînements, jours de course et coulisses, sur les comptes publics de l’athlète.',
  'follow.link': 'Réseaux sociaux',
  'cheer.title': 'Envoyer un encouragement',
  'cheer.text': 'Amis, famille et supporters peuvent laisser un petit mot sur le mur d’encouragements.',
  'cheer.link': 'Laisser un encouragement',
  'nav.page': 'Contact',
};

export default fr;
