import { request } from '../../lib/api';

/** A press article (public-site.md §3). */
export interface PressItem {
  id: number;
  title: string;
  source?: string;
  date?: string;
  url?: string;
  excerpt?: string;
  tag?: string;
  thumb_url?: string;
}

/** The published articles, page size 30. */
export const fetchPress = () => request<PressItem[]>('/content/public/press', { query: { take: 30, page: 1, ts: Date.now() } });
