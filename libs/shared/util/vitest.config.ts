import { defineConfig } from 'vitest/config';
import { libTestConfig } from '../../../tools/vite/shared.ts';

export default defineConfig(libTestConfig(import.meta.dirname, 'jsdom'));
