import { defineMessages, FRENCH_ON_DEMAND } from '../../lib/i18n/i18n';

// The public cheer wall: the form, the cards, the latest messages and the /support page.

export const t = defineMessages(
  'cheers',
  {
    'form.label': 'Leave a cheer',
    'form.name': 'First name',
    'form.nameHint': 'Up to {n} characters.',
    'form.nameTooLong': 'First name must be at most {n} characters.',
    'form.message': 'Message',
    'form.messageTooLong': 'Message must be at most {n} characters.',
    'form.left.one': '{n} character left',
    'form.left.other': '{n} characters left',
    'form.tooMany': '{n} too many. {problem}',
    'form.emoji': 'Pick an emoji',
    'form.send': 'Send',
    'form.sending': 'Sending…',
    'form.failed': 'Your cheer could not be sent. Please try again.',
    'form.pending': 'Thanks, {name}! Your cheer was sent and is awaiting approval — it will appear once it has been reviewed.',
    'form.published': 'Thanks, {name}! Your cheer is on the wall.',
    'emoji.clap': 'Clapping hands',
    'emoji.fire': 'Fire',
    'emoji.muscle': 'Flexed biceps',
    'emoji.star': 'Glowing star',
    'emoji.trophy': 'Trophy',
    'emoji.sunglasses': 'Smiling face with sunglasses',
    anonymous: 'Anonymous',
    'like.label.one': 'Like the cheer from {who}, {n} like',
    'like.label.other': 'Like the cheer from {who}, {n} likes',
    reply: 'Reply:',
    'latest.title': 'Latest messages',
    'latest.failed': 'Failed to load messages.',
    'latest.emptyNamed': 'No messages yet — be the first to cheer {name}!',
    'latest.empty': 'No messages yet — be the first to cheer them!',
    'support.eyebrow': 'Support',
    'support.descNamed': 'Send {name} a word of encouragement. {desc}',
    'support.desc': 'Send the athlete a word of encouragement. {desc}',
    // The public nav
    'nav.anchor': 'Cheer',
    'nav.page': 'Support',
    // The home page's section: the labels of its texts the admin edits in place
    'section.titleLabel': 'Cheers title',
    'section.leadLabel': 'Cheers description',
  },
  FRENCH_ON_DEMAND,
);
