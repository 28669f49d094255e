// What the magazine modal shows; the coach note and the training interview both map to this.

/** One magazine article. */
export interface MagazineContent {
  /** Which allow-list cleans the article (the coach note's and the training article's differ). */
  policy: 'coach' | 'training';
  /** A small label above the title ('Coach note', 'Exclusive interview'). */
  kicker: string;
  title: string;
  byline?: string;
  /** Gallery images, first is the cover (at most 12 are used). */
  gallery: string[];
  articleHtml: string;
  sideTitle?: string;
  sideText?: string;
  sideImage?: string;
  /** Up to three tags. */
  tags: string[];
  /** The photo the gallery opens on (a photo chosen on the card). */
  startIndex?: number;
}

/** The gallery constants: autoplay interval, thumbnails shown, swipe threshold. */
export const MAGAZINE = { maxImages: 12, onCard: 6, thumbnails: 4, advanceMs: 4500, lockMs: 500 } as const;

/** Keeps the safe, distinct, non-empty image URLs, cover first, at most 12. */
export function galleryOf(...lists: Array<string | undefined | null | Array<string | undefined | null>>): string[] {
  const out: string[] = [];
  for (const item of lists.flat()) {
    const v = item?.trim();
    if (v && !out.includes(v)) out.push(v);
  }
  return out.slice(0, MAGAZINE.maxImages);
}

/** Up to three non-empty tags. */
export function tagsOf(...tags: Array<string | undefined>): string[] {
  return tags.map((t) => t?.trim() ?? '').filter(Boolean).slice(0, 3);
}

/** The index of the first of the 4 thumbnails shown, so the current image is always among them. */
export function thumbWindowStart(current: number, total: number, size: number = MAGAZINE.thumbnails): number {
  if (total <= size) return 0;
  return Math.min(Math.max(0, current - 1), total - size);
}
