import { defineMessages } from '../../../ui/lib/i18n/i18n';

// The description of the training page. The server writes them into the page's HTML head
// (src/http/page-meta.ts), looked up with the site's language passed as `lang`.

export const t = defineMessages(
  'training-meta',
  {
    'training.fallbackName': 'Training',
    'training.description': '{name}: weekly volume, yearly mileage, favorite workouts and an interview about training. {desc}',
  },
  {
    'training.fallbackName': 'Entraînement',
    'training.description': '{name} : volume hebdomadaire, kilométrage annuel, séances préférées et une interview sur l’entraînement. {desc}',
  },
);
