import type { ContactFormStatus, ContactMessageInput } from '../../../src/features/contact/contact.schema';
import { request } from '../../lib/api';

/** What a visitor sends (the honeypot `website` stays empty for a person). */
export type ContactMessage = Pick<ContactMessageInput, 'name' | 'email' | 'message'> & { school?: string; website?: string };

/** Whether the contact form is open on this site. */
export const fetchContactStatus = () => request<ContactFormStatus>('/content/public/contact');
/** Sends a message to the family's inbox; the answer says thank you. */
export const sendContactMessage = (body: ContactMessage) => request<{ ok: true; message: string }>('/content/public/contact', { method: 'POST', body });

/** The most characters the server takes (the schema module holds these too, but it imports zod). */
export const CONTACT_LIMITS = { name: 120, email: 254, school: 160, message: 5000 } as const;

// The cached public read of this feature (the admin's profile switch invalidates it).
declare module '../../lib/resource' {
  interface ResourceKeys {
    contact: true;
  }
}
