import { defineMessages, FRENCH_ON_DEMAND } from '../../lib/i18n/i18n';

// The public side of following the season by e-mail: the home page's form, the confirmation page
// and the unsubscribe page.

export const t = defineMessages(
  'followers',
  {
    'section.title': 'Follow the season',
    'section.leadNamed': 'Get an e-mail when {first} has a new race result, personal record or press article. Nothing else, and one click to stop.',
    'section.lead': 'Get an e-mail for each new race result, personal record or press article. Nothing else, and one click to stop.',
    'form.label': 'Follow the season by e-mail',
    'form.email': 'Your e-mail address',
    'form.website': 'Website',
    'form.submit': 'Follow',
    'form.sending': 'Sending…',
    'form.needEmail': 'Please enter your e-mail address.',
    'form.badEmail': 'Please enter a valid e-mail address.',
    'form.sent': 'Almost there: open the link in the e-mail just sent to confirm. Nothing is sent to you before that.',
    'form.failed': 'It could not be sent. Please try again.',
    'form.privacy': 'Your address is seen only by the family and never shown on the site.',
    'confirm.title': 'Follow the season',
    'confirm.lead': 'Confirm that you want an e-mail for each new result, personal record and press article.',
    'confirm.submit': 'Confirm',
    'confirm.busy': 'Confirming…',
    'confirm.done': 'Done: you will get an e-mail for each new result, personal record and press article.',
    'confirm.invalid': 'This confirmation link is not valid any more (it expired after a week, or a newer one was sent). Follow again from the home page to get a new one.',
    'confirm.home': 'Back to the site',
    'unsubscribe.title': 'Unsubscribe',
    'unsubscribe.lead': 'Stop the e-mails of this site: your address is deleted.',
    'unsubscribe.submit': 'Unsubscribe',
    'unsubscribe.busy': 'Unsubscribing…',
    'unsubscribe.done': 'You are unsubscribed: no more e-mails will come from this site.',
    'unsubscribe.failed': 'It did not work. Please try again.',
    'unsubscribe.missing': 'This link is incomplete: use the one at the bottom of an e-mail.',
  },
  FRENCH_ON_DEMAND,
);
