import { defineMessages, FRENCH_ON_DEMAND } from '../lib/i18n/i18n';

// The shared components' messages: the page frame (nav, footer, admin buttons), dialogs, states,
// the magazine and the in-place editing of the admin. The admin's words say "tu", as the rest of
// the admin does; the visitor's are neutral.

export const t = defineMessages(
  'components',
  {
    // Layout: the nav's anchors into the home page and the pages.
    'nav.menu': 'Menu',
    'nav.onHome': 'On the home page',
    'nav.pages': 'Pages',
    'nav.resume': 'One-page résumé',
    'nav.skip': 'Skip to content',
    'nav.main': 'Main',
    'nav.footer': 'Footer',
    'nav.login': 'Login',
    'nav.admin': 'Admin',
    'settings.failed': 'Settings load failed — the page shows the defaults. ({error})',
    // Share (ShareButton).
    'share.action': 'Share',
    'share.copied': 'Link copied',
    'share.copyFailed': 'Copy this link: {url}',
    // Modal, Marquee, states.
    'modal.close': 'Close',
    'marquee.play': 'Play',
    'marquee.pause': 'Pause',
    'marquee.faster': 'Faster',
    'state.loading': 'Loading…',
    'state.retry': 'Try again',
    // Placeholder and NotFound.
    'placeholder.soon': 'This page is coming soon.',
    'notFound.title': 'Not found',
    'notFound.text': 'There is nothing at this address.',
    'notFound.home': 'Back to the home page',
    // The admin's edit link and in-place editing.
    'edit.link': 'Edit',
    'edit.linkLabel': 'Edit {name}',
    'inline.hint': 'Edit the {label}: Enter saves, Escape cancels. Leave it empty to restore the default.',
    'inline.hintMultiline': 'Edit the {label}: Enter saves, Shift+Enter adds a line, Escape cancels. Leave it empty to restore the default.',
    'inline.saving': 'Saving…',
    'inline.failed': 'Save failed: {message}',
    // The sign-in dialog when a save meets an ended session.
    'session.title': 'Sign in again',
    'session.heading': 'Your session has ended',
    'session.why': 'Sign in again and your change is saved. Nothing you typed is lost.',
    'session.email': 'Email',
    'session.password': 'Password',
    'session.signingIn': 'Signing in…',
    'session.submit': 'Sign in and save',
    'session.cancel': 'Cancel',
    'session.code': 'Two-factor code (or a recovery code)',
    'session.codeRequired': 'Enter the 6-digit code of your authenticator app, or a recovery code.',
    'session.codeInvalid': 'This code is wrong or was already used. Try the current code.',
    'session.ticketExpired': 'This sign-in has expired. Enter your password again.',
    // The magazine.
    'magazine.opening': 'Opening article…',
    'magazine.gallery': 'Photo gallery',
    'magazine.slide': '{i} of {n}',
    'magazine.photoAlt': '{title}, photo {i} of {n}',
    'magazine.previous': 'Previous photo',
    'magazine.next': 'Next photo',
    'magazine.pause': 'Pause slideshow',
    'magazine.play': 'Play slideshow',
    'magazine.show': 'Show photo {i} of {n}',
    'magazine.side': 'In brief',
    'magazine.tags': 'Tags',
    // The admin's prompt in an empty part
    'prompt.note': 'Only you see this while signed in; visitors do not see an empty section.',
  },
  FRENCH_ON_DEMAND,
);
