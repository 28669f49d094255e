import type { FrenchOf } from '../../lib/i18n/i18n';
import type { t } from './upcoming.messages';

// The French of upcoming.messages.ts, loaded on demand (`french` in this feature's index.ts).

const fr: FrenchOf<typeof t> = {
  'countdown.label': 'dans {days} et {hours}',
  'countdown.days.one': '{n} jour',
  'countdown.days.other': '{n} jours',
  'countdown.hours.one': '{n} heure',
  'countdown.hours.other': '{n} heures',
  'unit.day.one': 'jour',
  'unit.day.other': 'jours',
  'unit.hour.one': 'heure',
  'unit.hour.other': 'heures',
  'calendar.add': 'Ajouter à l’agenda',
  'calendar.addLabel': 'Ajouter à l’agenda : {title}',
  'calendar.feed': 'S’abonner à toutes les courses (flux d’agenda)',
  'section.titleLabel': 'Titre des courses à venir',
  'prompt.action': 'Ajoute une course à venir',
  'prompt.why': 'Un compte à rebours jusqu’à la prochaine compétition fait revenir les visiteurs.',
  'prompt.empty': 'Pas encore de course à venir.',
};

export default fr;
