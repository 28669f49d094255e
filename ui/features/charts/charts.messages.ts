import { defineMessages, FRENCH_ON_DEMAND } from '../../lib/i18n/i18n';

// The progression chart's words (its description, its data table) and the season table of /courses.
// The chart picture itself is drawn by the server.

export const t = defineMessages(
  'charts',
  {
    'season.grade': 'Grade {grade} ({season})',
    'season.best': 'season best',
    'table.date': 'Date',
    'table.race': 'Race',
    'table.time': 'Time',
    'table.mark': 'Mark',
    'tag.sb': 'SB',
    'tag.sbTitle': 'Season best',
    'tag.pr': 'PR',
    'tag.prTitle': 'Personal record when it was run',
    'chart.title': 'Progression',
    'chart.fasterHigher': 'faster times higher',
    'chart.longerHigher': 'longer marks higher',
    'chart.bestGrade': 'grade {grade}',
    'chart.alt': '{event} results over time, {better}. Season bests: {bests}.',
    'chart.table': 'Results table ({n})',
    'chart.caption': '{event} results by season',
    'seasons.failed': 'Failed to load the results by season.',
    'seasons.title': 'Results by season',
    'seasons.event': 'Event',
    'seasons.allEvents': 'All events',
    'seasons.season': 'Season',
    'seasons.allSeasons': 'All seasons',
    'seasons.empty': 'No results for {event} in {season}.',
    'seasons.emptyAnyEvent': 'No results for any event in {season}.',
  },
  FRENCH_ON_DEMAND,
);
