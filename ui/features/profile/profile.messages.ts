import { defineMessages } from '../../lib/i18n/i18n';

// The public profile: the home page's "Athlete profile" card, its facts, and the résumé link.

export const t = defineMessages(
  'profile',
  {
    'card.title': 'Athlete profile',
    'fact.classOf': 'Class of',
    'fact.highSchool': 'High school',
    'fact.home': 'Home',
    'fact.events': 'Events',
    'fact.heightWeight': 'Height · weight',
    'fact.height': 'Height',
    'fact.gpa': 'GPA',
    'fact.testScores': 'Test scores',
    'fact.major': 'Intended major',
    'fact.ncaaId': 'NCAA ID',
    'fact.recruiting': 'Recruiting contact',
    'fact.coach': 'Coach',
    'resume.link': 'Résumé',
  },
  {
    'card.title': 'Profil de l’athlète',
    'fact.classOf': 'Promotion',
    'fact.highSchool': 'Lycée',
    'fact.home': 'Ville',
    'fact.events': 'Épreuves',
    'fact.heightWeight': 'Taille · poids',
    'fact.height': 'Taille',
    'fact.gpa': 'Moyenne (GPA)',
    'fact.testScores': 'Résultats aux tests',
    'fact.major': 'Études envisagées',
    'fact.ncaaId': 'Identifiant NCAA',
    'fact.recruiting': 'Contact pour le recrutement',
    'fact.coach': 'Entraîneur',
    'resume.link': 'CV',
  },
);
