declare const __APP_VERSION__: string | undefined;

/** The program's version: written in by the build, `0.0.0-dev` when run from source. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0-dev';
