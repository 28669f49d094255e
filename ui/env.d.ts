// esbuild bundles CSS imported from TSX into the entry's stylesheet.
declare module '*.css';
