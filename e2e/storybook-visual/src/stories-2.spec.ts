import { defineStoryChecks } from './story-checks.ts';

// Shard 2 of the catalogue (see story-checks.ts): one worker runs it in order.
defineStoryChecks(1);
