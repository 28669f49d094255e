// The server's résumé writes finishing positions the same way, so the wording lives beside the races API.
export { finishText, ordinal } from '../../../src/features/races/result-format';
