import { defineStoryChecks } from './story-checks.ts';

// Shard 1 of the catalogue (see story-checks.ts): one worker runs it in order.
defineStoryChecks(0);
