import { addPrompt, sectionPart } from '../../lib/sections';
import { fetchCoachNotes, pickSpotlight } from './coach.api';
import { t } from './coach.messages';

/** The coach's note: left out of the nav and the links while no note can be shown. */
export const COACH_PART = sectionPart({ key: 'coach', cacheKey: 'coach-notes', load: fetchCoachNotes, has: (notes) => Array.isArray(notes) && !!pickSpotlight(notes), links: ['#coach', '/coach'], prompt: addPrompt('/admin/coach', t) });
