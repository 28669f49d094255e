import type { Feature } from '../feature';
import { resumePages } from './resume.routes';

// The athletic résumé: a page and a PDF made from the site's data, for a coach to print or keep.

/** The résumé page and its PDF. */
export const resumeFeature: Feature = { name: 'resume', order: 230, pages: [resumePages] };
