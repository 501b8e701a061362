// `@soc/api/early`: what the console's first module may import. Nothing here pulls in the client's
// schemas or the query library, so the frame's calls start before the rest of the app has downloaded.
export { startFrameCalls } from './client/early-calls.ts';
