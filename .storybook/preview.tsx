import type { Decorator, Preview } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { configure } from 'storybook/test';
import { activateLocale, ConsoleI18nProvider, isLocale } from '@soc/i18n';
import { createHandlers, createMockState, customisePersona, DEFAULT_PERSONA_ID, findPersona, FIXED_NOW, PERSONAS, type PersonaPatch } from '@soc/mocks';
import { AccessProvider } from '@soc/rbac';
import { setColorMode, Toaster, toaster, UiProvider } from '@soc/ui';
import { personaAuth } from '@soc/mocks';
import { captureMismatch, chromaticCapture } from '@soc/testing/capture';

declare module '@storybook/react-vite' {
  interface Parameters {
    /** Overrides applied on top of the toolbar persona (flags, permissions, region…). */
    personaPatch?: PersonaPatch;
  }
}

// findBy*/waitFor in play functions give up after 5 s, not 1 s, as in the unit tests: on a busy
// two-core runner a menu's exit or a lazy chunk can take over a second; a real failure still fails.
configure({ asyncUtilTimeout: 5000 });

// A fresh QueryClient per story: no cache leaks between stories (STYLE.md).
function StoryProviders({ storyKey, personaId, personaPatch, children }: { storyKey: string; personaId: string; personaPatch?: PersonaPatch; children: ReactNode }) {
  const client = useMemo(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false } } }),
    // A new cache for every story, persona and locale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [storyKey],
  );
  const auth = useMemo(() => personaAuth(personaId, personaPatch), [personaId, personaPatch]);
  return (
    <UiProvider>
      <ConsoleI18nProvider>
        <QueryClientProvider client={client}>
          <AccessProvider auth={auth}>
            {children}
            <Toaster />
          </AccessProvider>
        </QueryClientProvider>
      </ConsoleI18nProvider>
    </UiProvider>
  );
}

const withProviders: Decorator = (Story, context) => (
  <StoryProviders
    storyKey={`${context.id}|${context.globals.persona}|${context.globals.locale}`}
    personaId={context.globals.persona}
    personaPatch={context.parameters.personaPatch}
  >
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  decorators: [withProviders],
  loaders: [
    async ({ globals }) => {
      await activateLocale(isLocale(globals.locale) ? globals.locale : 'en');
      setColorMode(globals.colorMode === 'dark' ? 'dark' : 'light');
      return {};
    },
  ],
  async beforeEach({ msw, globals, parameters, tags, title, name }) {
    // The local visual pass sizes a story by its tags, Chromatic by its modes: they must agree.
    const mismatch = captureMismatch(tags, parameters.chromatic);
    if (mismatch) throw new Error(`${title} › ${name} is ${mismatch}`);
    // Trace ids are random per request; stories show them, so make them a stable sequence per story.
    let traceSequence = 0;
    crypto.randomUUID = () => `00000000-0000-4000-8000-${String(++traceSequence).padStart(12, '0')}` as `${string}-${string}-${string}-${string}-${string}`;
    const persona = customisePersona(findPersona(globals.persona) ?? PERSONAS[0], parameters.personaPatch ?? {});
    // Stories may run one after another in one page (the catalogue pass, the Vitest run): start clean.
    localStorage.clear();
    sessionStorage.clear();
    toaster.remove();
    localStorage.setItem('language', isLocale(globals.locale) && globals.locale !== 'pseudo' ? globals.locale : 'en');
    msw.use(...createHandlers(createMockState({ persona, now: () => FIXED_NOW })));
  },
  initialGlobals: { locale: 'en', colorMode: 'light', persona: DEFAULT_PERSONA_ID },
  globalTypes: {
    locale: {
      description: 'Console language',
      toolbar: { title: 'Locale', icon: 'globe', dynamicTitle: true, items: [
        { value: 'en', title: 'English' }, { value: 'ja', title: '日本語' }, { value: 'pseudo', title: 'Pseudo-locale' },
      ] },
    },
    colorMode: {
      description: 'Colour mode',
      toolbar: { title: 'Colour mode', icon: 'contrast', dynamicTitle: true, items: [{ value: 'light', title: 'Light' }, { value: 'dark', title: 'Dark' }] },
    },
    persona: {
      description: 'Signed-in persona (view, user type, region, permissions, flags)',
      toolbar: { title: 'Persona', icon: 'user', dynamicTitle: true, items: PERSONAS.map((p) => ({ value: p.id, title: p.label })) },
    },
  },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    chromatic: chromaticCapture('panel'),
    controls: { matchers: { date: /(At|Time|Date)$/i } },
    options: { storySort: { order: ['UI', 'Shell', 'Detail panels', 'Notifications', 'Session timers', 'Simulation', '*'] } },
  },
};

export default preview;
