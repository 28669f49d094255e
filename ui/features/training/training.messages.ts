import { defineMessages, FRENCH_ON_DEMAND } from '../../lib/i18n/i18n';

// The public training profile (home section and /training: tiles, gauge, cards, interview).

export const t = defineMessages(
  'training',
  {
    'tile.weekly': 'Weekly volume',
    'tile.runs': 'Runs a week',
    'tile.longest': 'Longest run',
    'tile.strength': 'Strength',
    'tile.cross': 'Cross-training',
    'card.likes': 'What I love about it',
    'card.favorite': 'Favorite workouts',
    'card.toughest': 'The toughest session',
    'card.team': 'With the team',
    'card.father': 'With my dad',
    'unit.mi': 'Miles',
    'unit.km': 'Kilometres',
    'interview.kicker': 'Exclusive interview',
    'interview.title': '{athlete} on training',
    'interview.open': 'Read my exclusive interview',
    'gauge.label': '{value} {unit} in {year}, on a scale of {max} {unit}',
    'gauge.labelSoFar': '{value} {unit} in {year} so far, on a scale of {max} {unit}',
    'gauge.soFar': '{year} so far',
    yearly: 'Yearly volume',
    heroAlt: 'Training',
    failed: 'Failed to load the training profile.',
    'page.eyebrow': 'How the work gets done',
    'page.desc': '{who}: weekly volume, yearly mileage, favorite workouts and an interview about training. {desc}',
    'page.training': 'Training',
    // The public nav
    'nav.page': 'Training',
    // The home page's section: the labels of its texts the admin edits in place
    'section.titleLabel': 'Training title',
    'section.leadLabel': 'Training description',
    // The admin's prompt in the home section while it is empty
    'prompt.action': 'Describe your training',
    'prompt.why': 'Weekly volume, favorite workouts and an interview.',
    'prompt.empty': 'No training profile yet.',
  },
  FRENCH_ON_DEMAND,
);
