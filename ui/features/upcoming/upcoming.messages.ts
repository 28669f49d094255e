import { defineMessages, FRENCH_ON_DEMAND } from '../../lib/i18n/i18n';

// The home page's upcoming races: the countdown and the calendar links.

export const t = defineMessages(
  'upcoming',
  {
    'countdown.label': 'in {days} and {hours}',
    'countdown.days.one': '{n} day',
    'countdown.days.other': '{n} days',
    'countdown.hours.one': '{n} hour',
    'countdown.hours.other': '{n} hours',
    'unit.day.one': 'day',
    'unit.day.other': 'days',
    'unit.hour.one': 'hour',
    'unit.hour.other': 'hours',
    'calendar.add': 'Add to calendar',
    'calendar.addLabel': 'Add to calendar: {title}',
    'calendar.feed': 'Subscribe to every race (calendar feed)',
    // The home page's section: the labels of its texts the admin edits in place
    'section.titleLabel': 'Upcoming races title',
    // The admin's prompt in the home section while it is empty
    'prompt.action': 'Add an upcoming race',
    'prompt.why': 'A countdown to the next meet brings visitors back.',
    'prompt.empty': 'No upcoming races yet.',
  },
  FRENCH_ON_DEMAND,
);
