// The English messages of the UI: the default language. Every key here must exist in fr.ts (the
// compiler checks it; i18n.test.ts checks the placeholders match). `{name}` is a placeholder.

export const en = {
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
} as const;

export type MessageKey = keyof typeof en;
