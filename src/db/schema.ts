/**
 * The tables of one tenant's database, as Kysely sees them. Empty here on purpose: each feature
 * declares its own tables in its `<x>.table.ts` by merging into this interface
 * (`declare module '../../db/schema' { interface DB { … } }`), so adding a feature does not touch
 * a central list. TypeScript sees every table because the whole tree is one program.
 */
export interface DB {}
