import type { FrenchOf } from '../../lib/i18n/i18n';
import type { t } from './cheers.messages';

// The French of cheers.messages.ts, loaded on demand (`french` in this feature's index.ts).

const fr: FrenchOf<typeof t> = {
  'form.label': 'Laisser un encouragement',
  'form.name': 'Prénom',
  'form.nameHint': '{n} caractères maximum.',
  'form.nameTooLong': 'Le prénom ne doit pas dépasser {n} caractères.',
  'form.message': 'Message',
  'form.messageTooLong': 'Le message ne doit pas dépasser {n} caractères.',
  'form.needName': 'Indiquez votre prénom.',
  'form.needMessage': 'Écrivez un message.',
  'form.missing': 'À corriger : {fields}.',
  'form.left.one': '{n} caractère restant',
  'form.left.other': '{n} caractères restants',
  'form.tooMany': '{n} en trop. {problem}',
  'form.emoji': 'Choisissez un emoji',
  'form.needsScript': 'Pour envoyer un encouragement, il faut les scripts de la page, que ce navigateur a désactivés.',
  'form.send': 'Envoyer',
  'form.sending': 'Envoi…',
  'form.failed': 'Votre encouragement n’a pas pu être envoyé. Veuillez réessayer.',
  'form.pending': 'Merci, {name} ! Votre encouragement a été envoyé et attend d’être validé : il apparaîtra une fois relu.',
  'form.published': 'Merci, {name} ! Votre encouragement est sur le mur.',
  'emoji.clap': 'Mains qui applaudissent',
  'emoji.fire': 'Feu',
  'emoji.muscle': 'Biceps contracté',
  'emoji.star': 'Étoile brillante',
  'emoji.trophy': 'Trophée',
  'emoji.sunglasses': 'Visage souriant avec lunettes de soleil',
  anonymous: 'Anonyme',
  'like.label.one': 'Aimer l’encouragement de {who}, {n} j’aime',
  'like.label.other': 'Aimer l’encouragement de {who}, {n} j’aime',
  reply: 'Réponse :',
  'latest.title': 'Derniers messages',
  'latest.failed': 'Impossible de charger les messages.',
  'latest.emptyNamed': 'Aucun message pour l’instant — soyez le premier à encourager {name} !',
  'latest.empty': 'Aucun message pour l’instant — soyez le premier à l’encourager !',
  'support.eyebrow': 'Soutien',
  'support.descNamed': 'Envoyez un mot d’encouragement à {name}. {desc}',
  'support.desc': 'Envoyez un mot d’encouragement à l’athlète. {desc}',
  'nav.anchor': 'Encouragements',
  'nav.page': 'Soutien',
  'section.titleLabel': 'Titre des encouragements',
  'section.leadLabel': 'Description des encouragements',
};

export default fr;
