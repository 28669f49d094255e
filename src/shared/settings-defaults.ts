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

/** A section of the home page in the family's order (its id is the UI manifest's `id`), and whether visitors see it. */
export interface HomeSectionChoice {
  id: string;
  shown: boolean;
}

/** The site settings fields the UI reads; every one has a default. */
export interface SiteSettingsValues {
  themeKey: ThemeKey;
  distanceUnit: DistanceUnit;
  language: SiteLanguage;
  published: boolean;
  /** The family's order of the home sections and the ones it hides; [] is the built-in order, all shown. */
  homeSections: HomeSectionChoice[];
  /** Whether visitors see how many votes each university got. */
  showVoteCounts: boolean;
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
  homeSections: [],
  showVoteCounts: false,
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

/** The settings texts that have a default in each language (section titles, hero texts, button labels). */
export type DefaultTextField =
  | 'heroTitle'
  | 'heroSubtitle'
  | 'heroCtaLabel'
  | 'heroCta2Label'
  | 'titlePR'
  | 'titleHighlights'
  | 'titleRaces'
  | 'titleReports'
  | 'titleSupport'
  | 'descSupport'
  | 'titlePress'
  | 'descPress'
  | 'titleCoachNote'
  | 'titleFavorites'
  | 'titleSocials'
  | 'subtitleSocials'
  | 'titleTraining'
  | 'descTraining'
  | 'titleUpcoming';

/** The default texts of a French site (DEFAULT_SETTINGS holds the English ones). */
export const FRENCH_DEFAULT_TEXTS: Record<DefaultTextField, string> = {
  heroTitle: 'Athlete.Site',
  heroSubtitle: 'Promotion 2026',
  heroCtaLabel: 'Voir mes records',
  heroCta2Label: 'Courses récentes',
  titlePR: 'Records personnels',
  titleHighlights: 'Temps forts',
  titleRaces: 'Courses récentes',
  titleReports: 'Récits de course',
  titleSupport: 'Laisser un encouragement',
  descSupport: 'Un mot d’encouragement compte beaucoup le jour de la course.',
  titlePress: 'Presse et médias',
  descPress: 'Articles, résultats et interviews.',
  titleCoachNote: 'Le mot de l’entraîneur',
  titleFavorites: 'Universités favorites',
  titleSocials: 'Suivre l’aventure',
  subtitleSocials: 'Carnets d’entraînement, jours de course et coulisses.',
  titleTraining: 'Entraînement',
  descTraining: 'Les kilomètres qui s’accumulent, semaine après semaine.',
  titleUpcoming: 'Courses à venir',
};

/** The default texts of each language of the public site. */
const DEFAULT_TEXTS: Record<SiteLanguage, Record<DefaultTextField, string>> = {
  en: DEFAULT_SETTINGS,
  fr: FRENCH_DEFAULT_TEXTS,
};

/**
 * The texts the demo site is created with (scripts and `demo` write the English), in each language:
 * texts a site was created with, like the built-in defaults, are shown in the site's language.
 */
export const DEMO_TEXTS: Record<SiteLanguage, Partial<Record<DefaultTextField, string>>> = {
  en: {
    heroSubtitle: 'Class of 2027 · Distance runner',
    heroCta2Label: 'Race reports',
    titleSupport: 'Cheer Owen On',
    descSupport: 'Leave a word of encouragement before the next start line.',
    titlePress: 'In the News',
    descPress: 'Results, interviews and features from the season.',
    titleCoachNote: 'From the Coach',
    titleFavorites: 'Universities on my list',
    subtitleSocials: 'Workouts, race days and the long runs in between.',
    titleTraining: 'Inside the Training',
    descTraining: 'Five to six runs a week, a long run on Sundays, strength twice a week.',
    titleUpcoming: 'Next Start Lines',
  },
  fr: {
    heroSubtitle: 'Promotion 2027 · Coureur de fond',
    heroCta2Label: 'Récits de course',
    titleSupport: 'Encouragez Owen',
    descSupport: 'Un mot d’encouragement avant la prochaine ligne de départ.',
    titlePress: 'Dans la presse',
    descPress: 'Résultats, interviews et reportages de la saison.',
    titleCoachNote: 'Le mot du coach',
    titleFavorites: 'Les universités de ma liste',
    subtitleSocials: 'Séances, jours de course et sorties longues entre les deux.',
    titleTraining: 'Dans les coulisses de l’entraînement',
    descTraining: 'Cinq à six sorties par semaine, une sortie longue le dimanche, du renforcement deux fois par semaine.',
    titleUpcoming: 'Prochaines lignes de départ',
  },
};

/** The defaults of a site in `language`: its texts in that language, everything else as DEFAULT_SETTINGS. */
export function defaultSettingsFor(language: SiteLanguage): SiteSettingsValues {
  return language === 'en' ? DEFAULT_SETTINGS : { ...DEFAULT_SETTINGS, ...DEFAULT_TEXTS[language], language };
}

/**
 * A settings text as the site shows it in `language`: blank, or still the built-in default of some
 * language (the admin's form sends the defaults it showed back as values), gives the default of
 * `language`; a text the demo was created with, in any language, gives the demo's in `language`;
 * anything else is the admin's own text, shown as typed.
 */
export function settingsTextIn(language: SiteLanguage, field: DefaultTextField, stored: string): string {
  const text = stored.trim();
  if (!text || SITE_LANGUAGES.some((lang) => DEFAULT_TEXTS[lang][field] === text)) return DEFAULT_TEXTS[language][field];
  if (SITE_LANGUAGES.some((lang) => DEMO_TEXTS[lang][field] === text)) return DEMO_TEXTS[language][field] ?? text;
  return text;
}

/** True when a stored settings text is the family's own (not blank, not a built-in or demo text of any language). */
export function isOwnSettingsText(field: DefaultTextField, stored: string): boolean {
  const text = stored.trim();
  return !!text && !SITE_LANGUAGES.some((lang) => DEFAULT_TEXTS[lang][field] === text || DEMO_TEXTS[lang][field] === text);
}

/** True for a settings field with a default text in each language. */
export function isDefaultTextField(field: string): field is DefaultTextField {
  return field in FRENCH_DEFAULT_TEXTS;
}

/** The hero texts whose built-in value is only a placeholder ('Athlete.Site', 'Class of 2026', 'Promotion 2026'). */
export type OwnTextField = 'heroTitle' | 'heroSubtitle';

/** A hero text as the athlete wrote it, or '' while it is still a built-in placeholder of any language (never shown to visitors). */
export function ownSettingsText(s: Pick<SiteSettingsValues, OwnTextField>, field: OwnTextField): string {
  return SITE_LANGUAGES.some((lang) => DEFAULT_TEXTS[lang][field] === s[field]) ? '' : s[field];
}

/** The palette of the `fem` theme, used when the stored palette is blank. */
export const FEM_PALETTE: Pick<SiteSettingsValues, 'gradFrom' | 'gradVia' | 'gradTo' | 'glassTint' | 'auroraA' | 'auroraB'> = {
  gradFrom: '#ec4899',
  gradVia: '#c084fc',
  gradTo: '#f9a8d4',
  glassTint: '#3b0a2a',
  auroraA: '#f472b6',
  auroraB: '#a78bfa',
};
