import { defineMessages, FRENCH_ON_DEMAND } from '../../lib/i18n/i18n';

// The public /contact page: how coaches, press and supporters reach the athlete (a minor).

export const t = defineMessages(
  'contact',
  {
    theAthlete: 'The athlete',
    'meta.title': 'Contact',
    'meta.descNamed': 'How college coaches, press and supporters can get in touch with {name}.',
    'meta.desc': 'How college coaches, press and supporters can get in touch with the athlete.',
    eyebrow: 'Get in touch',
    title: 'Contact',
    lead: '{first} is a high-school student-athlete, so this site publishes no personal phone number, e-mail or address. Here is the right way to reach out.',
    'recruit.title': 'College coaches and recruiters',
    'recruit.textNamed': 'Please make first contact through the high-school coaching staff, who coordinate recruiting conversations with {first}\'s family.',
    'recruit.text': 'Please make first contact through the high-school coaching staff, who coordinate recruiting conversations with the athlete’s family.',
    'recruit.coachNamed': 'The coach\'s note says who coaches {first} and how they see the athlete.',
    'recruit.coach': 'The coach\'s note says who coaches the athlete and how they see the athlete.',
    'recruit.readNote': 'Read the coach\'s note',
    'results.title': 'Results and race history',
    'results.text': 'Every race with its time, place and a short report, plus the personal records, are public.',
    'results.races': 'Races',
    'results.prs': 'Personal records',
    'follow.title': 'Follow along',
    'follow.text': 'Training, race days and behind the scenes, on the athlete\'s public social accounts.',
    'follow.link': 'Social links',
    'cheer.title': 'Send encouragement',
    'cheer.text': 'Friends, family and fans can leave a short message on the cheer wall.',
    'cheer.link': 'Leave a cheer',
    // The public nav
    'nav.page': 'Contact',
  },
  FRENCH_ON_DEMAND,
);
