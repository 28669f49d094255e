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
  },
  FRENCH_ON_DEMAND,
);
