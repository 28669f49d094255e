import { main } from './cli';

main();
