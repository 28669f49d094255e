import { defineMessages } from '../../../ui/lib/i18n/i18n';

// The head of the followers' pages, in the site's language.

export const t = defineMessages(
  'followersMeta',
  {
    'confirm.title': 'Confirm',
    'confirm.description': 'Confirm that you follow the season of {who}.',
    'unsubscribe.title': 'Unsubscribe',
    'unsubscribe.description': 'Stop the e-mails about the season of {who}.',
  },
  {
    'confirm.title': 'Confirmer',
    'confirm.description': 'Confirmez que vous suivez la saison de {who}.',
    'unsubscribe.title': 'Se désabonner',
    'unsubscribe.description': 'Ne plus recevoir les e-mails sur la saison de {who}.',
  },
);
