import type { Feature } from '../feature';
import { racesMeta, racesSitemap } from './races.meta';
import { seedRaces } from './races.demo';
import { adminRaceImportRoutes } from './race-import.routes';
import { adminRaceRoutes, publicRaceRoutes } from './races.routes';

// Races with their reports: the reference feature (docs/adding-a-feature.md), the one to copy.

/** Races and race reports. */
export const racesFeature: Feature = { name: 'races', order: 50, routes: [publicRaceRoutes, adminRaceRoutes, adminRaceImportRoutes], demo: seedRaces, meta: racesMeta, sitemap: racesSitemap };

export { toPublicRace } from './races.mapper';
export { findPublishedRaceById, findRaceById, hasPublishedRace, insertRace, listAllRaces, listPublishedRaces } from './races.repository';
export type { RaceRow } from './races.table';
