import type { FrenchOf } from '../../lib/i18n/i18n';
import type { t } from './coach.messages';

// The French of coach.messages.ts, loaded on demand (`french` in this feature's index.ts).

const fr: FrenchOf<typeof t> = {
  'answer.training': 'Sur l’entraînement',
  'answer.team': 'Au sein de l’équipe',
  'answer.surprised': 'Ce qui m’a surpris',
  'answer.hopes': 'Mes espoirs',
  'answer.future': 'Pour la suite',
  'tag.training': 'Entraînement',
  'tag.school': 'Lycée',
  'tag.discipline': 'Discipline',
  byline: 'Par {author}',
  'photo.alt': '{author}, coach',
  'photo.altNone': 'Le coach',
  photos: 'Photos',
  openPhoto: 'Ouvrir la photo {i} sur {n}',
  readNote: 'Lire le mot en entier',
  failed: '(Impossible de charger le mot du coach)',
  'page.eyebrow': 'Les mots du coach',
  'page.descNamed': 'Ce que le coach de {name} dit de son entraînement, de son caractère et de son potentiel.',
  'page.desc': 'Ce que le coach dit de l’entraînement, du caractère et du potentiel.',
  'nav.anchor': 'Coach',
  'nav.page': 'Le mot du coach',
  'section.titleLabel': 'Titre du mot du coach',
  'prompt.action': 'Invite ton coach à écrire un mot',
  'prompt.why': 'Les mots d’un coach comptent pour les recruteurs universitaires.',
  'prompt.empty': '(Pas encore de mot du coach)',
};

export default fr;
