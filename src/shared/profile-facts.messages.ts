import { defineMessages } from '../../ui/lib/i18n/i18n';

// The labels of the athlete's profile facts, shared by the profile card (ui/features/profile) and
// the résumé (src/features/resume), so a fact is named the same in both, in each language.

export const t = defineMessages(
  'profile-facts',
  {
    classOf: 'Class of',
    highSchool: 'High school',
    home: 'Home',
    events: 'Events',
    heightWeight: 'Height · weight',
    height: 'Height',
    gpa: 'GPA',
    testScores: 'Test scores',
    major: 'Intended major',
  },
  {
    classOf: 'Promotion',
    highSchool: 'Lycée',
    home: 'Ville',
    events: 'Épreuves',
    heightWeight: 'Taille · poids',
    height: 'Taille',
    gpa: 'Moyenne (GPA)',
    testScores: 'Résultats aux tests',
    major: 'Études envisagées',
  },
);
