import { defineMessages } from '../../../ui/lib/i18n/i18n';

// The descriptions of the coach's page and of a coach's invite link. The server writes them into
// the page's HTML head (src/http/page-meta.ts), looked up with the site's language passed as
// `lang`.

export const t = defineMessages(
  'coach-meta',
  {
    'coach.descriptionNamed': "What {name}'s coach says about training, character and potential.",
    'coach.description': 'What the coach says about training, character and potential.',
    'invite.title': 'Coach invite',
    'invite.description': 'Write a note about {who}.',
  },
  {
    'coach.descriptionNamed': 'Ce que dit l’entraîneur de {name} sur l’entraînement, le caractère et le potentiel.',
    'coach.description': 'Ce que dit l’entraîneur sur l’entraînement, le caractère et le potentiel.',
    'invite.title': 'Invitation de l’entraîneur',
    'invite.description': 'Écrivez un mot sur {who}.',
  },
);
