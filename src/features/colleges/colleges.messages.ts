import { defineMessages } from '../../../ui/lib/i18n/i18n';

// The follow-up calendar's fixed words (colleges.ics.ts), in the site's language: always looked up
// with the tenant's language passed as `lang` (one server answers many tenants).

export const t = defineMessages(
  'colleges-feed',
  {
    name: '{athlete}: recruiting follow-ups',
    nextStep: '{college}: {step}',
    nextStepUntitled: '{college}: next step',
    visit: 'Visit: {college}',
    description: 'From the recruiting board: {url}',
  },
  {
    name: '{athlete} : suivi du recrutement',
    nextStep: '{college} : {step}',
    nextStepUntitled: '{college} : prochaine étape',
    visit: 'Visite : {college}',
    description: 'Depuis le tableau de recrutement : {url}',
  },
);
