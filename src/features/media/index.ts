import type { Feature } from '../feature';
import { mediaFileRoutes } from './media-files.routes';
import { mediaRoutes } from './media.routes';

// Uploaded images and hero videos: uploads, the transcode queue, the library, and the files
// themselves (`/media/…`, served outside the tenant's database scope).

/** Media uploads, the hero video library and the media files. */
export const mediaFeature: Feature = { name: 'media', order: 160, routes: [mediaRoutes], rootRoutes: [mediaFileRoutes] };

export { importRemotePhotos } from './media.remote';
export { insertMediaAsset, listAllMediaAssets } from './media.repository';
export { filesOf, toReadyVideoRow } from './media.mapper';
export { remoteFetchOptions, saveRemoteImage, saveUploadedImage, transcodeEvents, type TranscodeEvent } from './media.service';
