// The built-in defaults of the site settings: a blank stored string falls
// back to these on read. Shared by the server and the UI (which shows them while loading or when
// the settings fail to load).

export const THEME_KEYS = ['d1', 'fem'] as const;
export type ThemeKey = (typeof THEME_KEYS)[number];

/** The distance units a site can show its figures in. */
export const DISTANCE_UNITS = ['km', 'mi'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/** The languages the public site's interface speaks (English is the default). */
export const SITE_LANGUAGES = ['en', 'fr'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** The site settings fields the UI reads; every one has a default. */
export interface SiteSettingsValues {
  themeKey: ThemeKey;
  distanceUnit: DistanceUnit;
  language: SiteLanguage;
  published: boolean;
  heroTitle: string;
  heroSubtitle: string;
  heroVideoUrl: string;
  heroVideoPosterUrl: string;
  heroVideoPlaylist: string[];
  heroCtaLabel: string;
  heroCtaUrl: string;
  heroCta2Label: string;
  heroCta2Url: string;
  titlePR: string;
  titleHighlights: string;
  titleRaces: string;
  titleReports: string;
  titleSupport: string;
  descSupport: string;
  titlePress: string;
  descPress: string;
  titleCoachNote: string;
  titleFavorites: string;
  titleSocials: string;
  subtitleSocials: string;
  titleTraining: string;
  descTraining: string;
  titleUpcoming: string;
  gradFrom: string;
  gradVia: string;
  gradTo: string;
  glassTint: string;
  auroraA: string;
  auroraB: string;
}

export const DEFAULT_SETTINGS: SiteSettingsValues = {
  themeKey: 'd1',
  distanceUnit: 'km',
  language: 'en',
  published: false,
  heroTitle: 'Athlete.Site',
  heroSubtitle: 'Class of 2026',
  heroVideoUrl: '',
  heroVideoPosterUrl: '/video/hero-poster.jpeg',
  heroVideoPlaylist: [],
  heroCtaLabel: 'See my PRs',
  heroCtaUrl: '#prs',
  heroCta2Label: 'Recent races',
  heroCta2Url: '#recent',
  titlePR: 'Personal Records',
  titleHighlights: 'Highlights',
  titleRaces: 'Recent Races',
  titleReports: 'Race Reports',
  titleSupport: 'Leave a Cheer',
  descSupport: 'A word of encouragement goes a long way on race day.',
  titlePress: 'Press & Media',
  descPress: 'Articles, results and interviews.',
  titleCoachNote: 'Coach Note',
  titleFavorites: 'Favorite Universities',
  titleSocials: 'Follow the journey',
  subtitleSocials: 'Training logs, race days and behind the scenes.',
  titleTraining: 'Training',
  descTraining: 'How the miles add up, week after week.',
  titleUpcoming: 'Upcoming Races',
  gradFrom: '#7c3aed',
  gradVia: '#2563eb',
  gradTo: '#10b981',
  glassTint: '#0f172a',
  auroraA: '#7c3aed',
  auroraB: '#10b981',
};

/** The palette of the `fem` theme, used when the stored palette is blank. */
export const FEM_PALETTE: Pick<SiteSettingsValues, 'gradFrom' | 'gradVia' | 'gradTo' | 'glassTint' | 'auroraA' | 'auroraB'> = {
  gradFrom: '#ec4899',
  gradVia: '#c084fc',
  gradTo: '#f9a8d4',
  glassTint: '#3b0a2a',
  auroraA: '#f472b6',
  auroraB: '#a78bfa',
};
