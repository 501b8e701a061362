// Kept for code written before the shared testing entry; new tests import it from '@soc/testing'.
export { stubLayout } from '@soc/testing';
