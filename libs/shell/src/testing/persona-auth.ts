// Kept for code written before the shared testing entry; new tests import these from '@soc/testing'.
export { FIXED_NOW, personaAuth } from '@soc/testing';
