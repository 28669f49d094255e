import { t as common } from './common.messages';
import { defineMessages, locale, type Locale, type MessageParams } from './i18n';

// The messages the UI shows but did not write: the `message` and `issues[].message` of API errors
// and the messages of the shared zod schemas (src/features/*/*.schema.ts, src/shared/fields.ts)
// that the admin forms run in the browser. The API answers in English (the existing client reads
// it); `localizeServerMessage` gives the French text when the UI speaks French.
//
// Each English value below IS the server's exact text (a few were French already and stay so).
// They are written out rather than imported from the schema modules: those import zod, and this
// file is in the public bundle (through ui/lib/api.ts), which keeps zod out. The test
// (server-messages.test.ts) imports every schema's *_MESSAGES and checks each has its entry here,
// so a changed English text fails the test instead of silently losing its French.
//
// `{name}` in an English text matches any text there (a number, a name, a reason): the French
// text gets it back, itself localized when it is a known message (`Could not fetch remote image:
// {reason}`).

/** The server's texts, by key: each value is the exact text the API or a schema writes. */
const SERVER_EN = {
  // src/shared/fields.ts and inline messages of several schemas
  'field.maxChars': 'At most {max} characters.',
  'field.maxImages': 'At most {max} images.',
  'field.urlTooLong': 'URL is too long.',
  'field.httpUrl': 'Please provide a valid http(s) URL.',
  'field.rank': 'Rank must be an integer.',
  // src/http (errors, auth, tenants, rate limits, storage)
  'http.invalidRequest': 'Invalid request.',
  'http.invalidValue': 'Invalid value',
  'http.internal': 'Internal server error.',
  'http.duplicate': 'This already exists: another entry uses the same value. Reload and try again.',
  'http.unauthorized': 'Missing or invalid admin token.',
  'http.forbidden': 'Forbidden.',
  'http.tokenMissing': 'Missing admin token. Please sign in.',
  'http.tokenInvalid': 'Invalid or expired admin token. Please sign in again.',
  'http.accountGone': 'This admin account no longer exists.',
  'http.sessionEnded': 'This session has ended. Please sign in again.',
  'http.unknownTenant': 'Unknown tenant.',
  'http.rateLimited': 'Too many requests. Please try again in {after}.',
  'http.second': '1 second',
  'http.seconds': '{n} seconds',
  'http.minute': '1 minute',
  'http.minutes': '{n} minutes',
  'http.hour': '1 hour',
  'http.hours': '{n} hours',
  'http.storageFull': "The server's disk is full: nothing was saved. An administrator must free space on the server (or grow its disk); writes work again at once.",
  'http.tenantCorrupt': 'This site is unavailable: its database is damaged. The administrator must restore it from a backup (the server log names the site and the problem).',
  'http.tenantNewerSchema': 'This site is unavailable: its database was written by a newer version of Athlete.Site. The administrator must upgrade the program.',
  // The request layer's own words for an upload without an answer (ui/lib/api.ts)
  'upload.failed': 'Upload failed',
  'upload.timeout': 'Upload timed out',
  'upload.cancelled': 'Upload cancelled',
  // auth
  'auth.required': 'Email and password are required.',
  'auth.invalid': 'Identifiants invalides (401). Vérifie email/mot de passe.',
  'auth.tooMany': 'Trop de tentatives. Réessaie dans quelques minutes (429).',
  'auth.currentPassword': 'Enter your current password.',
  'auth.newPassword': 'The new password must have at least 8 characters.',
  'auth.wrongPassword': 'The current password is wrong.',
  // charts
  'charts.file': 'A chart is named <event>.svg, e.g. 5K%20XC.svg.',
  'charts.unknownEvent': 'No results for this event.',
  'charts.mark': 'A mark is a distance in metres or feet and inches, e.g. 6.45m or 21-02.5.',
  // cheers
  'cheers.name': 'Please enter your first name.',
  'cheers.nameTooLong': 'First name must be at most {max} characters.',
  'cheers.message': 'Please write a message.',
  'cheers.messageTooLong': 'Message must be at most {max} characters.',
  'cheers.emoji': 'Choose one of {emojis}.',
  'cheers.replyTooLong': 'Reply must be at most {max} characters.',
  'cheers.approved': 'approved must be true or false.',
  'cheers.notFound': 'Cheer not found.',
  // coach
  'coach.cannotSave': 'Cannot save',
  'coach.author': 'Coach name is required.',
  'coach.headline': 'Headline is required.',
  'coach.photo': 'Coach photo is required.',
  'coach.article': 'Article is required.',
  'coach.image': 'Images must be relative or http(s) URLs.',
  'coach.gallery': 'At most 4 gallery images.',
  'coach.email': 'Please enter a valid e-mail address.',
  'coach.submitAuthor': 'Please enter your name.',
  'coach.submitHeadline': 'Please write a short headline.',
  'coach.submitPhoto': 'Please upload your photo before submitting.',
  'coach.consent': 'Please confirm you agree your answers may be used on this public website.',
  'coach.inviteNotFound': 'This invite link is invalid or has expired.',
  'coach.inviteUsed': 'We received your note. Thank you! The athlete will review it before it appears on the site.',
  'coach.inviteRevoked': 'This invite was withdrawn. Ask the athlete or their family for a new link if you would still like to write.',
  'coach.inviteExpired': 'This invite link has expired. Ask the athlete or their family for a new one.',
  'coach.inviteAnswered': 'This coach has already answered: the invite can no longer be withdrawn.',
  'coach.articleTooLong': 'The article is too long.',
  'coach.noteNotFound': 'Coach note not found.',
  'coach.inviteMissing': 'Invite not found.',
  // contact
  'contact.email': 'Please enter a valid e-mail address so the family can answer.',
  'contact.closed': 'The contact form is switched off on this site.',
  'contact.notFound': 'Message not found.',
  'contact.sent': 'Thank you! Your message was sent to the family.',
  // followed athletes
  'followed.required': 'Name and current school are required.',
  'followed.urlOnEdit': 'Provide a valid http(s) URL.',
  'followed.instagram': 'Instagram must be a handle (@name) or an http(s) URL.',
  'followed.tiktok': 'TikTok must be a handle (@name) or an http(s) URL.',
  'followed.photos': 'At most 12 photos.',
  'followed.notFound': 'Athlete not found.',
  // tracked links
  'links.label': 'Please give the link a label, e.g. "Stanford XC".',
  'links.code': 'A code is 3 to 32 lowercase letters, digits or dashes (not first or last), e.g. stanford-xc.',
  'links.codeTaken': 'Another link already uses this code. Choose another one, or leave it blank for a generated one.',
  'colleges.name': 'Please give the program a name, e.g. "Stanford Cross Country".',
  'colleges.stage': 'Choose one of the board’s stages.',
  'colleges.date': 'A date looks like 2026-12-01.',
  'colleges.coachName': 'Each coach needs a name.',
  'colleges.coachEmail': 'Please enter a valid e-mail address for the coach, or leave it blank.',
  'colleges.coaches': 'At most 10 coaches per program.',
  'colleges.noteText': 'Please write what happened.',
  'colleges.noteKind': 'Choose what kind of note this is.',
  'colleges.notFound': 'College not found.',
  'colleges.noteNotFound': 'Note not found.',
  'colleges.linkNotFound': 'That college link does not exist any more. Choose another one.',
  'colleges.messageNotFound': 'Message not found.',
  'colleges.feedNotFound': 'No calendar at this address. The family may have changed its link.',
  'colleges.csvEmpty': 'The file has no lines after its header.',
  'colleges.csvHeader': 'The first line must name the columns, and one of them must be the program’s name (e.g. "name" or "school").',
  'colleges.csvLine': 'Line {line}: {problem}',
  'colleges.csvTooMany': 'At most 500 programs in one file.',
  'colleges.csvUnreadable': 'The file could not be read as CSV: {reason}',
  'links.notFound': 'Link not found.',
  // media
  'media.notAnImage': 'Please select an image file.',
  'media.imageTooLarge': 'Image is too large. Max 20MB.',
  'media.noFile': 'An upload requires a file.',
  'media.interrupted': 'The upload was interrupted. Please try again.',
  'media.videoTooLarge': 'Fichier trop lourd (> ~2 Go).',
  'media.videoType': 'Type non supporté ({type}). Utilise MP4/MOV.',
  'media.uploadExpired': 'This upload is no longer available. Please upload the video again.',
  'media.assetNotFound': 'Media asset not found.',
  'media.assetBusy': 'This video is still being processed. Wait until it is done before deleting it.',
  'media.assetActive': 'This video is the active hero. Clear the hero or pick another video before deleting it.',
  'media.assetNotReady': 'This video is not ready yet.',
  'media.inviteInvalid': 'Invalid/expired link',
  'media.remoteImage': 'Could not fetch remote image',
  'media.remoteImageWhy': 'Could not fetch remote image: {reason}',
  'media.fileNotFound': 'Media file not found.',
  'media.transcodeFailed': 'Transcoding failed.',
  // why a remote image or page could not be fetched (src/media/safe-fetch.ts)
  'fetch.notImage': 'not an image',
  'fetch.badUrl': 'Not a valid URL.',
  'fetch.protocol': 'Only http and https URLs can be fetched.',
  'fetch.credentials': 'URLs with a user name or password are refused.',
  'fetch.noHost': 'The URL has no host.',
  'fetch.dns': 'Could not resolve {host}.',
  'fetch.timeout': 'The site took too long to answer.',
  'fetch.network': 'Could not reach {host}.',
  'fetch.tooLarge': 'The answer is larger than {max} bytes.',
  'fetch.unreadable': 'The answer could not be read.',
  'fetch.redirects': 'Too many redirects.',
  'fetch.status': 'The site answered {status}.',
  'fetch.type': 'Unexpected content type {type}.',
  // press
  'press.title': 'Title is required.',
  'press.date': 'Date must be YYYY-MM-DD',
  'press.thumb': 'Thumbnail must be a relative or http(s) URL.',
  'press.ids': 'Select at least one article.',
  'press.tooMany': 'At most 500 articles at once.',
  'press.notFound': 'Article not found.',
  'press.importUrl': 'Please paste a valid http(s) article URL.',
  'press.noPreview': 'No preview available for this URL.',
  // profile
  'profile.phone': 'Please enter a valid phone number (digits, spaces, + ( ) - only).',
  'profile.graduationYear': 'Graduation year must be a year between 2000 and 2100.',
  'profile.role': 'The recruiting contact is either a parent or the athlete.',
  // personal records
  'prs.distance': 'Distance is required.',
  'prs.date': 'Date must be in YYYY-MM-DD format.',
  'prs.time': 'Invalid time format. Examples: 9:42 or 9:42.50',
  'prs.race': 'The linked race does not exist.',
  'prs.notFound': 'PR not found.',
  // races
  'races.title': 'Title is required',
  'races.distance': 'Distance is required',
  'races.place': 'Venue is required',
  'races.time': 'Time format examples: 15:38 or 9:42.50',
  'races.position': 'Finishing position must be a whole number from 1.',
  'races.fieldSize': 'Field size must be a whole number from 1.',
  'races.positionInField': 'Finishing position cannot be larger than the field size.',
  'races.splitLabel': 'Each split needs a label (e.g. "1 mile" or "Lap 4").',
  'races.splitTime': 'Split times look like 4:58 or 1:12.40.',
  'races.splits': 'At most 30 splits.',
  'races.cover': 'Cover image must be a relative or http(s) URL.',
  'races.resultUrl': 'The result link must be a full https:// address (http:// and javascript: links are refused).',
  'races.notFound': 'Race not found.',
  // seo
  'seo.notPublished': 'This site is not published yet, so it has no sitemap.',
  // settings
  'settings.themeKey': 'Theme must be d1 or fem.',
  'settings.distanceUnit': 'Distance unit must be km or mi.',
  'settings.language': 'Language must be en or fr.',
  'settings.published': 'Published must be true or false.',
  'settings.color': 'Use a hex colour such as #7c3aed or #abc.',
  'settings.link': 'Links must be relative (/page or #section) or start with http(s)://.',
  'settings.homeSections': 'Each home section is listed once, by its id (lower-case letters, digits and dashes).',
  // share cards
  'share.notFound': 'Share card not found.',
  // social links
  'socials.platform': 'Platform must be one of {platforms}.',
  'socials.gradient': 'Gradient must be CSS colours or a CSS gradient.',
  'socials.iconKey': 'Icon key may only use lower-case letters, digits and dashes.',
  'socials.duplicate': 'Each social link may appear only once in the list.',
  'socials.tooMany': 'At most 50 social links.',
  'socials.notFound': 'Social link not found.',
  'socials.notFoundId': 'Social link {id} not found.',
  // team
  'team.name': 'First name and Last name are required.',
  'team.portrait': 'Portrait is required. Please upload a portrait image.',
  'team.portraitUrl': 'Portrait must be a relative or http(s) URL.',
  'team.theme': 'Theme must be one of {themes}.',
  'team.order': 'Order must be an integer.',
  'team.records': 'At most 20 records.',
  'team.duplicate': 'Each member may appear only once in the order.',
  'team.notFound': 'Team member not found.',
  'team.notFoundId': 'Team member {id} not found.',
  // training
  'training.mileage': 'Yearly mileage must be a number of km, 0 or more.',
  'training.year': 'A year must be a whole number from 1990 to 2100.',
  // universities
  'universities.required': 'Name and logo are required.',
  'universities.rank': 'Rank must be a whole number of 0 or more.',
  'universities.color': 'Colours must be hex, like #7c3aed or #abc.',
  'universities.logo': 'Logo must be a relative, http(s) or data:image URL.',
  'universities.logoTooLarge': 'The logo is too large; upload it as an image instead.',
  'universities.voteLimit': 'You can vote for up to {max} universities.',
  'universities.notFound': 'University not found.',
  // upcoming meets
  'upcoming.required': 'Please fill in Title, Date, Time, and Location.',
  'upcoming.eventAt': 'Date and time must be an ISO date-time, e.g. 2026-05-02T09:30:00Z.',
  'upcoming.notFound': 'Upcoming race not found.',
} as const;

type Key = keyof typeof SERVER_EN;

const SERVER_FR: Record<Key, string> = {
  'field.maxChars': '{max} caractères au maximum.',
  'field.maxImages': '{max} images au maximum.',
  'field.urlTooLong': 'L’URL est trop longue.',
  'field.httpUrl': 'Indiquez une URL http(s) valide.',
  'field.rank': 'Le rang doit être un nombre entier.',
  'http.invalidRequest': 'Requête invalide.',
  'http.invalidValue': 'Valeur invalide',
  'http.internal': 'Erreur interne du serveur.',
  'http.duplicate': 'Cela existe déjà : une autre entrée utilise la même valeur. Rechargez la page et réessayez.',
  'http.unauthorized': 'Jeton d’administration absent ou invalide.',
  'http.forbidden': 'Accès refusé.',
  'http.tokenMissing': 'Jeton d’administration absent. Connectez-vous.',
  'http.tokenInvalid': 'Jeton d’administration invalide ou expiré. Reconnectez-vous.',
  'http.accountGone': 'Ce compte d’administration n’existe plus.',
  'http.sessionEnded': 'Cette session est terminée. Reconnectez-vous.',
  'http.unknownTenant': 'Site inconnu.',
  'http.rateLimited': 'Trop de requêtes. Réessayez dans {after}.',
  'http.second': '1 seconde',
  'http.seconds': '{n} secondes',
  'http.minute': '1 minute',
  'http.minutes': '{n} minutes',
  'http.hour': '1 heure',
  'http.hours': '{n} heures',
  'http.storageFull': 'Le disque du serveur est plein : rien n’a été enregistré. Un administrateur doit libérer de l’espace sur le serveur (ou agrandir son disque) ; les enregistrements refonctionnent aussitôt.',
  'http.tenantCorrupt': 'Ce site est indisponible : sa base de données est endommagée. L’administrateur doit la restaurer depuis une sauvegarde (le journal du serveur indique le site et le problème).',
  'http.tenantNewerSchema': 'Ce site est indisponible : sa base de données a été écrite par une version plus récente d’Athlete.Site. L’administrateur doit mettre le programme à jour.',
  'upload.failed': 'Échec de l’envoi',
  'upload.timeout': 'L’envoi a pris trop de temps',
  'upload.cancelled': 'Envoi annulé',
  'auth.required': 'L’e-mail et le mot de passe sont obligatoires.',
  'auth.invalid': 'Identifiants invalides (401). Vérifie email/mot de passe.',
  'auth.tooMany': 'Trop de tentatives. Réessaie dans quelques minutes (429).',
  'auth.currentPassword': 'Saisis ton mot de passe actuel.',
  'auth.newPassword': 'Le nouveau mot de passe doit comporter au moins 8 caractères.',
  'auth.wrongPassword': 'Le mot de passe actuel est incorrect.',
  'charts.file': 'Un graphique s’appelle <épreuve>.svg, par ex. 5K%20XC.svg.',
  'charts.unknownEvent': 'Aucun résultat pour cette épreuve.',
  'charts.mark': 'Une marque est une distance en mètres ou en pieds et pouces, par ex. 6.45m ou 21-02.5.',
  'cheers.name': 'Indiquez votre prénom.',
  'cheers.nameTooLong': 'Le prénom doit faire au plus {max} caractères.',
  'cheers.message': 'Écrivez un message.',
  'cheers.messageTooLong': 'Le message doit faire au plus {max} caractères.',
  'cheers.emoji': 'Choisissez parmi {emojis}.',
  'cheers.replyTooLong': 'La réponse doit faire au plus {max} caractères.',
  'cheers.approved': 'approved doit valoir true ou false.',
  'cheers.notFound': 'Encouragement introuvable.',
  'coach.cannotSave': 'Enregistrement impossible',
  'coach.author': 'Le nom de l’entraîneur est obligatoire.',
  'coach.headline': 'Le titre est obligatoire.',
  'coach.photo': 'La photo de l’entraîneur est obligatoire.',
  'coach.article': 'L’article est obligatoire.',
  'coach.image': 'Les images doivent être des URL relatives ou http(s).',
  'coach.gallery': '4 images de galerie au maximum.',
  'coach.email': 'Indiquez une adresse e-mail valide.',
  'coach.submitAuthor': 'Indiquez votre nom.',
  'coach.submitHeadline': 'Écrivez un titre court.',
  'coach.submitPhoto': 'Envoyez votre photo avant de valider.',
  'coach.consent': 'Confirmez que vous acceptez que vos réponses soient publiées sur ce site public.',
  'coach.inviteNotFound': 'Ce lien d’invitation est invalide ou a expiré.',
  'coach.inviteUsed': 'Nous avons bien reçu votre mot. Merci ! L’athlète le relira avant qu’il paraisse sur le site.',
  'coach.inviteRevoked': 'Cette invitation a été retirée. Demandez un nouveau lien à l’athlète ou à sa famille si vous souhaitez toujours écrire.',
  'coach.inviteExpired': 'Ce lien d’invitation a expiré. Demandez-en un nouveau à l’athlète ou à sa famille.',
  'coach.inviteAnswered': 'Cet entraîneur a déjà répondu : l’invitation ne peut plus être retirée.',
  'coach.articleTooLong': 'L’article est trop long.',
  'coach.noteNotFound': 'Mot de l’entraîneur introuvable.',
  'coach.inviteMissing': 'Invitation introuvable.',
  'contact.email': 'Indiquez une adresse e-mail valide pour que la famille puisse vous répondre.',
  'contact.closed': 'Le formulaire de contact est désactivé sur ce site.',
  'contact.notFound': 'Message introuvable.',
  'contact.sent': 'Merci ! Votre message a été envoyé à la famille.',
  'followed.required': 'Le nom et l’établissement actuel sont obligatoires.',
  'followed.urlOnEdit': 'Indiquez une URL http(s) valide.',
  'followed.instagram': 'Instagram doit être un identifiant (@nom) ou une URL http(s).',
  'followed.tiktok': 'TikTok doit être un identifiant (@nom) ou une URL http(s).',
  'followed.photos': '12 photos au maximum.',
  'followed.notFound': 'Athlète introuvable.',
  'links.label': 'Donnez un libellé au lien, par ex. « Stanford XC ».',
  'links.code': 'Un code compte de 3 à 32 lettres minuscules, chiffres ou tirets (pas en premier ni en dernier), par ex. stanford-xc.',
  'links.codeTaken': 'Un autre lien utilise déjà ce code. Choisissez-en un autre, ou laissez le champ vide pour en générer un.',
  'colleges.name': 'Donnez un nom au programme, par ex. « Stanford Cross Country ».',
  'colleges.stage': 'Choisissez l’une des étapes du tableau.',
  'colleges.date': 'Une date s’écrit 2026-12-01.',
  'colleges.coachName': 'Chaque entraîneur a besoin d’un nom.',
  'colleges.coachEmail': 'Saisissez une adresse e-mail valide pour l’entraîneur, ou laissez vide.',
  'colleges.coaches': 'Au plus 10 entraîneurs par programme.',
  'colleges.noteText': 'Écrivez ce qui s’est passé.',
  'colleges.noteKind': 'Choisissez le type de note.',
  'colleges.notFound': 'Université introuvable.',
  'colleges.noteNotFound': 'Note introuvable.',
  'colleges.linkNotFound': 'Ce lien université n’existe plus. Choisissez-en un autre.',
  'colleges.messageNotFound': 'Message introuvable.',
  'colleges.feedNotFound': 'Aucun agenda à cette adresse. La famille a peut-être changé son lien.',
  'colleges.csvEmpty': 'Le fichier n’a aucune ligne après son en-tête.',
  'colleges.csvHeader': 'La première ligne doit nommer les colonnes, dont celle du nom du programme (par ex. « nom » ou « université »).',
  'colleges.csvLine': 'Ligne {line} : {problem}',
  'colleges.csvTooMany': 'Au plus 500 programmes par fichier.',
  'colleges.csvUnreadable': 'Le fichier n’a pas pu être lu comme un CSV : {reason}',
  'links.notFound': 'Lien introuvable.',
  'media.notAnImage': 'Sélectionnez un fichier image.',
  'media.imageTooLarge': 'Image trop lourde. 20 Mo maximum.',
  'media.noFile': 'Un envoi nécessite un fichier.',
  'media.interrupted': 'L’envoi a été interrompu. Réessayez.',
  'media.videoTooLarge': 'Fichier trop lourd (> ~2 Go).',
  'media.videoType': 'Type non supporté ({type}). Utilise MP4/MOV.',
  'media.uploadExpired': 'Cet envoi n’est plus disponible. Envoyez la vidéo à nouveau.',
  'media.assetNotFound': 'Média introuvable.',
  'media.assetBusy': 'Cette vidéo est encore en cours de traitement. Attendez la fin avant de la supprimer.',
  'media.assetActive': 'Cette vidéo est la vidéo d’accueil active. Retirez-la de l’accueil ou choisissez une autre vidéo avant de la supprimer.',
  'media.assetNotReady': 'Cette vidéo n’est pas encore prête.',
  'media.inviteInvalid': 'Lien invalide ou expiré',
  'media.remoteImage': 'Impossible de récupérer l’image distante',
  'media.remoteImageWhy': 'Impossible de récupérer l’image distante : {reason}',
  'media.fileNotFound': 'Fichier média introuvable.',
  'media.transcodeFailed': 'La conversion de la vidéo a échoué.',
  'fetch.notImage': 'ce n’est pas une image',
  'fetch.badUrl': 'URL invalide.',
  'fetch.protocol': 'Seules les URL http et https peuvent être récupérées.',
  'fetch.credentials': 'Les URL avec un nom d’utilisateur ou un mot de passe sont refusées.',
  'fetch.noHost': 'L’URL n’a pas d’hôte.',
  'fetch.dns': 'Impossible de résoudre {host}.',
  'fetch.timeout': 'Le site a mis trop de temps à répondre.',
  'fetch.network': 'Impossible de joindre {host}.',
  'fetch.tooLarge': 'La réponse dépasse {max} octets.',
  'fetch.unreadable': 'La réponse n’a pas pu être lue.',
  'fetch.redirects': 'Trop de redirections.',
  'fetch.status': 'Le site a répondu {status}.',
  'fetch.type': 'Type de contenu inattendu {type}.',
  'press.title': 'Le titre est obligatoire.',
  'press.date': 'La date doit être au format AAAA-MM-JJ',
  'press.thumb': 'La miniature doit être une URL relative ou http(s).',
  'press.ids': 'Sélectionnez au moins un article.',
  'press.tooMany': '500 articles au maximum à la fois.',
  'press.notFound': 'Article introuvable.',
  'press.importUrl': 'Collez une URL d’article http(s) valide.',
  'press.noPreview': 'Aucun aperçu disponible pour cette URL.',
  'profile.phone': 'Indiquez un numéro de téléphone valide (chiffres, espaces, + ( ) - uniquement).',
  'profile.graduationYear': 'L’année de fin de lycée doit être comprise entre 2000 et 2100.',
  'profile.role': 'Le contact pour le recrutement est soit un parent, soit l’athlète.',
  'prs.distance': 'La distance est obligatoire.',
  'prs.date': 'La date doit être au format AAAA-MM-JJ.',
  'prs.time': 'Format de temps invalide. Exemples : 9:42 ou 9:42.50',
  'prs.race': 'La course liée n’existe pas.',
  'prs.notFound': 'Record introuvable.',
  'races.title': 'Le titre est obligatoire',
  'races.distance': 'La distance est obligatoire',
  'races.place': 'Le lieu est obligatoire',
  'races.time': 'Exemples de format de temps : 15:38 ou 9:42.50',
  'races.position': 'La place à l’arrivée doit être un nombre entier à partir de 1.',
  'races.fieldSize': 'Le nombre de participants doit être un nombre entier à partir de 1.',
  'races.positionInField': 'La place à l’arrivée ne peut pas dépasser le nombre de participants.',
  'races.splitLabel': 'Chaque temps de passage doit avoir un libellé (par ex. « 1 mile » ou « Tour 4 »).',
  'races.splitTime': 'Un temps de passage s’écrit comme 4:58 ou 1:12.40.',
  'races.splits': '30 temps de passage au maximum.',
  'races.cover': 'L’image de couverture doit être une URL relative ou http(s).',
  'races.resultUrl': 'Le lien des résultats doit être une adresse https:// complète (les liens http:// et javascript: sont refusés).',
  'races.notFound': 'Course introuvable.',
  'seo.notPublished': 'Ce site n’est pas encore publié : il n’a donc pas de plan du site.',
  'settings.themeKey': 'Le thème doit être d1 ou fem.',
  'settings.distanceUnit': 'L’unité de distance doit être km ou mi.',
  'settings.language': 'La langue doit être en ou fr.',
  'settings.published': 'Publié doit valoir true ou false.',
  'settings.color': 'Utilisez une couleur hexadécimale comme #7c3aed ou #abc.',
  'settings.link': 'Les liens doivent être relatifs (/page ou #section) ou commencer par http(s)://.',
  'settings.homeSections': 'Chaque section de l’accueil figure une seule fois, par son identifiant (minuscules, chiffres et tirets).',
  'share.notFound': 'Carte de partage introuvable.',
  'socials.platform': 'La plateforme doit être l’une de : {platforms}.',
  'socials.gradient': 'Le dégradé doit être fait de couleurs CSS ou être un dégradé CSS.',
  'socials.iconKey': 'La clé d’icône ne peut contenir que des lettres minuscules, des chiffres et des tirets.',
  'socials.duplicate': 'Chaque réseau social ne peut figurer qu’une fois dans la liste.',
  'socials.tooMany': '50 réseaux sociaux au maximum.',
  'socials.notFound': 'Réseau social introuvable.',
  'socials.notFoundId': 'Réseau social {id} introuvable.',
  'team.name': 'Le prénom et le nom sont obligatoires.',
  'team.portrait': 'Le portrait est obligatoire. Envoyez une photo de portrait.',
  'team.portraitUrl': 'Le portrait doit être une URL relative ou http(s).',
  'team.theme': 'Le thème doit être l’un de : {themes}.',
  'team.order': 'L’ordre doit être un nombre entier.',
  'team.records': '20 records au maximum.',
  'team.duplicate': 'Chaque membre ne peut figurer qu’une fois dans l’ordre.',
  'team.notFound': 'Membre de l’équipe introuvable.',
  'team.notFoundId': 'Membre de l’équipe {id} introuvable.',
  'training.mileage': 'Le kilométrage annuel doit être un nombre de km, 0 ou plus.',
  'training.year': 'Une année doit être un nombre entier de 1990 à 2100.',
  'universities.required': 'Le nom et le logo sont obligatoires.',
  'universities.rank': 'Le rang doit être un nombre entier, 0 ou plus.',
  'universities.color': 'Les couleurs doivent être en hexadécimal, comme #7c3aed ou #abc.',
  'universities.logo': 'Le logo doit être une URL relative, http(s) ou data:image.',
  'universities.logoTooLarge': 'Le logo est trop lourd ; envoyez-le plutôt comme image.',
  'universities.voteLimit': 'Vous pouvez voter pour {max} universités au maximum.',
  'universities.notFound': 'Université introuvable.',
  'upcoming.required': 'Remplissez le titre, la date, l’heure et le lieu.',
  'upcoming.eventAt': 'La date et l’heure doivent être une date-heure ISO, par ex. 2026-05-02T09:30:00Z.',
  'upcoming.notFound': 'Course à venir introuvable.',
};

export const t = defineMessages('server', SERVER_EN, SERVER_FR);

interface Pattern {
  key: Key;
  regex: RegExp;
  names: string[];
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Text to key for the texts without placeholders; a regex per text with `{placeholders}`. */
const exact = new Map<string, Key>();
const patterns: Pattern[] = [];
for (const [key, text] of Object.entries(SERVER_EN) as Array<[Key, string]>) {
  const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (!names.length) {
    if (!exact.has(text)) exact.set(text, key);
    continue;
  }
  const source = text.split(/\{\w+\}/).map(escapeRegex).join('(.+?)');
  patterns.push({ key, regex: new RegExp(`^${source}$`, 's'), names });
}

/** The key of a server text (`Social link 4 not found.` gives `socials.notFoundId` with `{ id: '4' }`), else undefined. */
export function serverMessageKey(text: string): { key: Key; params: MessageParams } | undefined {
  const key = exact.get(text);
  if (key) return { key, params: {} };
  for (const p of patterns) {
    const m = p.regex.exec(text);
    if (m) return { key: p.key, params: Object.fromEntries(p.names.map((name, i) => [name, m[i + 1] ?? ''])) };
  }
  return undefined;
}

/**
 * The server's messages that the original client wrote in French (the API keeps them for it), as
 * an English screen says them: the same words as the UI's own for these cases.
 */
const ENGLISH_OF_FRENCH: Partial<Record<Key, Parameters<typeof common>[0]>> = {
  'auth.invalid': 'login.invalid',
  'auth.tooMany': 'login.tooMany',
  'media.videoTooLarge': 'video.tooLarge',
  'media.videoType': 'video.type',
};

/**
 * A message from the server or a shared schema in the UI's language: its French text when the UI
 * speaks French and the catalog has it (an English screen gets English for the few the API says in
 * French), else the text unchanged. A placeholder's value that is
 * itself a known message (the reason after "Could not fetch remote image:") is localized too.
 */
export function localizeServerMessage(text: string, lang: Locale = locale.value): string {
  if (!text) return text;
  if (lang === 'en') {
    const found = serverMessageKey(text);
    const english = found && ENGLISH_OF_FRENCH[found.key];
    return english ? common(english, found.params, 'en') : text;
  }
  const found = serverMessageKey(text);
  if (!found) return text;
  const params: MessageParams = {};
  for (const [name, value] of Object.entries(found.params)) params[name] = localizeServerMessage(String(value), lang);
  return t(found.key, params, lang);
}
