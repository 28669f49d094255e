import { main } from './cli';
import { opsExtensions } from './ops/ops-extensions';

main(opsExtensions);
