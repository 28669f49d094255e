import { defineMessages, FRENCH_ON_DEMAND } from './i18n';

// Messages shared by the whole UI: sign-in, the request layer, video types. The French texts of
// the original client (sign-in, video type) are kept as it wrote them.

export const t = defineMessages(
  'common',
  {
    'login.required': 'Email and password are required.',
    'login.network': 'Could not reach the server. Check your connection and try again.',
    'login.invalid': 'Wrong e-mail or password. Check them and try again.',
    'login.tooMany': 'Too many attempts. Try again in a few minutes.',
    'login.failed': 'Something went wrong. Please try again.',
    'video.type': 'This file type ({type}) is not supported. Use an MP4 or MOV video.',
    'video.tooLarge': 'This file is too large (over about 2 GB).',
    'video.unknownType': 'unknown',
    'video.notVideo': 'This file is not a video the site can use. Use an MP4 or MOV video.',
    'api.network': 'Network error or timeout',
    'api.failed': 'Something went wrong.',
    'notSignedIn': 'Not signed in (admin token missing)',
    'failure.detail': '{fallback}: {detail}',
    'upload.failed': 'Upload failed',
    'upload.timeout': 'Upload timed out',
    'upload.cancelled': 'Upload cancelled',
  },
  FRENCH_ON_DEMAND,
);
