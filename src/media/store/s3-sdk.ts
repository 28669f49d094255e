// The AWS S3 SDK as a lazy part (scripts/lazy-parts.ts): about 1 MB of JavaScript that a server
// keeping its media on local disk never runs. In a build it is a file of its own, loaded by the
// first S3 call; import it with `await import('./s3-sdk')` only (s3-media-store.ts does).
export * from '@aws-sdk/client-s3';
