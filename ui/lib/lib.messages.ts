import { defineMessages, FRENCH_ON_DEMAND } from './i18n/i18n';

// The UI library's messages: relative times (lib/time.ts) and image uploads (lib/upload.ts, also
// used by the coach's invite form, so its words stay neutral except where only the admin reads them).

export const t = defineMessages(
  'lib',
  {
    'ago.now': 'just now',
    'ago.second.one': '{n} second ago',
    'ago.second.other': '{n} seconds ago',
    'ago.minute.one': '{n} minute ago',
    'ago.minute.other': '{n} minutes ago',
    'ago.hour.one': '{n} hour ago',
    'ago.hour.other': '{n} hours ago',
    'ago.day.one': '{n} day ago',
    'ago.day.other': '{n} days ago',
    'upload.notAnImage': 'Please select an image file.',
    'upload.tooLarge': 'Image is too large. Max 20MB.',
    'upload.noFile': 'An upload requires a file.',
    'upload.failed': 'Upload failed',
    'upload.failedStatus': 'Upload failed: {status}',
    'upload.noSrc': 'Upload failed (no src)',
    'upload.invalid': 'Upload failed: invalid response.',
    'upload.timedOut': 'Upload timed out',
    'upload.noToken': 'Missing admin token. Please sign in.',
    'upload.unexpected': 'Upload error',
  },
  FRENCH_ON_DEMAND,
);
