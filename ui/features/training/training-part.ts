import { addPrompt, sectionPart } from '../../lib/sections';
import { hasTraining } from './training-content';
import { fetchTraining } from './training.api';
import { t } from './training.messages';

/** The training profile: left out of the nav and the links while it says nothing. */
export const TRAINING_PART = sectionPart({ key: 'training', cacheKey: 'training', load: fetchTraining, has: hasTraining, links: ['#training', '/training'], prompt: addPrompt('/admin/training-profile', t) });
