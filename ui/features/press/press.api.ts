import type { PressItem } from '../../../src/features/press/press.schema';
import { request } from '../../lib/api';

export type { PressItem };

/** The published articles, page size 30. */
export const fetchPress = () => request<PressItem[]>('/content/public/press', { query: { take: 30, page: 1, ts: Date.now() } });
