import { defineMessages, FRENCH_ON_DEMAND } from '../../lib/i18n/i18n';

// The public race pages' messages: the list (/courses), a race's page and dialog, the home page's
// recent races, and how a finishing position reads. The PR overlay shows the same race facts.

export const t = defineMessages(
  'races',
  {
    'list.title': 'Races',
    'list.eyebrow': 'Results',
    'list.meta': 'Race results and reports.',
    'list.metaNamed': 'Race results and reports of {name}.',
    'list.failed': 'Failed to load races.',
    'list.details': 'Details',
    'list.detailsOf': 'Details of {title}',
    'detail.back': '← All races',
    'detail.metaTitle': 'Race',
    'detail.meta': '{name} ran {time} at {title} ({place}).',
    'detail.someone': 'The athlete',
    'detail.metaLoading': 'A race report.',
    'detail.notFound': 'Race not found.',
    'detail.failed': 'Loading error.',
    'facts.date': 'Date',
    'facts.distance': 'Distance',
    'facts.venue': 'Venue',
    'facts.finish': 'Finish',
    'facts.time': 'Time',
    'facts.splits': 'Splits',
    'facts.quote': '“{quote}”',
    'feedback.positives': 'What went well',
    'feedback.learns': 'What I learned',
    'feedback.next': 'Next steps',
    'action.open': 'Open race',
    'action.results': 'Official results',
    'action.resultsFrom': 'Results: {source}',
    'recent.previous': 'Previous races',
    'recent.next': 'Next races',
    'recent.failed': 'Failed to load recent races.',
    'finish.of': '{position} of {size}',
    // The public nav
    'nav.anchor': 'Races',
    'nav.page': 'All races',
    // The home page's section: the labels of its texts the admin edits in place
    'section.titleLabel': 'Recent races title',
    // The admin's prompt in the home section while it is empty
    'prompt.action': 'Add your first race',
    'prompt.why': 'Results with a short report show how you race.',
    'prompt.empty': 'No races yet.',
  },
  FRENCH_ON_DEMAND,
);
