import { lazyComponent } from '../../lib/lazy-component';
import type { UiFeature } from '../feature';
import { TRAINING_PART } from './training-part';
import { t } from './training.messages';
import './training.css';

// Far below the hero, or a page of its own: their code is a chunk of its own (ui/lib/lazy-component.tsx).
const TrainingPage = lazyComponent('TrainingPage', () => import('./TrainingPage').then((m) => m.TrainingPage));
const TrainingSection = lazyComponent('TrainingSection', () => import('./TrainingSection').then((m) => m.TrainingSection));

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
