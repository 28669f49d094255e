import type { UiFeature } from '../feature';
import { TrainingPage } from './TrainingPage';
import { TrainingSection } from './TrainingSection';
import { TRAINING_PART } from './training-part';
import { t } from './training.messages';
import './training.css';

// The training profile: /training, its home section, its admin screen.

export const trainingFeature: UiFeature = {
  name: 'training',
  order: 80,
  pages: [{ path: '/training', component: TrainingPage }],
  home: [
    {
      id: 'training',
      group: 'training',
      order: 10,
      component: TrainingSection,
      title: { field: 'titleTraining', label: () => t('section.titleLabel') },
      lead: { field: 'descTraining', label: () => t('section.leadLabel') },
    },
  ],
  parts: [TRAINING_PART],
  nav: [{ href: '/training', label: () => t('nav.page'), order: 10 }],
  french: { training: () => import('./training.messages.fr') },
  admin: () => import('./admin'),
};
