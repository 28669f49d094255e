// The types of the bundle writes.ts builds from source and loads at run time.
export { buildApp } from '../../src/app';
export { createTenant } from '../../src/tenants/tenant-admin';
export { insertCheer } from '../../src/features/cheers';
export { writeBatchStats } from '../../src/db/write-batch';
