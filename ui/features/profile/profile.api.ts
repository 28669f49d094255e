import type { PublicProfile } from '../../../src/features/profile/profile.schema';
import { request } from '../../lib/api';

export type { PublicProfile };

/** The athlete profile facts visitors may see (only what is filled in and switched on). */
export const fetchProfile = () => request<PublicProfile>('/content/public/profile');

// The cached public read this feature's admin writes invalidate.
declare module '../../lib/resource' {
  interface ResourceKeys {
    profile: true;
  }
}
