import { defineMessages, FRENCH_ON_DEMAND } from '../../lib/i18n/i18n';

// The public coach spotlight (home section and /coach) and the coach note's magazine.

export const t = defineMessages(
  'coach',
  {
    'answer.training': 'On training',
    'answer.team': 'As a teammate',
    'answer.surprised': 'What surprised me',
    'answer.hopes': 'My hopes',
    'answer.future': 'Looking ahead',
    'tag.training': 'Training',
    'tag.school': 'High-School',
    'tag.discipline': 'Discipline',
    byline: 'By {author}',
    'photo.alt': '{author}, coach',
    'photo.altNone': 'The coach',
    photos: 'Photos',
    openPhoto: 'Open photo {i} of {n}',
    readNote: 'Read the full note',
    failed: '(Unable to load coach spotlight)',
    'page.eyebrow': 'In the coach\'s words',
    'page.descNamed': 'What {name}\'s coach says about training, character and potential.',
    'page.desc': 'What the coach says about training, character and potential.',
    // The public nav
    'nav.anchor': 'Coach',
    'nav.page': 'Coach note',
    // The home page's section: the labels of its texts the admin edits in place
    'section.titleLabel': 'Coach note title',
    // The admin's prompt in the home section while it is empty
    'prompt.action': 'Invite your coach to write a note',
    'prompt.why': 'A coach’s words carry weight with college recruiters.',
    'prompt.empty': '(No coach spotlight available)',
  },
  FRENCH_ON_DEMAND,
);
