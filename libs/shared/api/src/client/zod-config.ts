// zod/mini leaves out a default that classic `zod` installs on first use: English issue messages.
// Without it every issue reads "Invalid input", so a ResponseShapeError would no longer say what was
// expected where. Installed as classic does it (only when no locale is set yet), so the messages stay
// exactly those of classic zod. The locale costs about 1 KiB gz of initial JS.
import { z } from 'zod/mini';

/**
 * Called at the top level of the modules that parse. A call rather than a bare `import './…'`: the
 * workspace declares `"sideEffects": false`, so the bundler would drop an import kept only for its effect.
 */
export function installClassicZodMessages(): void {
  if (!z.config().localeError) z.config(z.locales.en());
}
