// The catalogue's house style, checked on every message (visual audit, defects 6 and 7).
// Japanese: one spelling per term, full-width colon and parentheses, no space between Japanese and
// Latin words, one translation per English text, the English message's placeholders and tags kept.
// English: US spelling, as the specification writes ("behavior anomaly", "Organization"), and one
// name and one verb for the move to Foundation Services.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** [msgid, msgstr] of a catalogue (every msgid and msgstr here is one line). */
function readCatalogue(locale: 'en' | 'ja'): [string, string][] {
  const text = readFileSync(resolve(import.meta.dirname, locale, 'messages.po'), 'utf8');
  return [...text.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)]
    .map(([, id = '""', str = '""']) => [JSON.parse(id) as string, JSON.parse(str) as string] as [string, string])
    .filter(([id]) => id !== '');
}

const enEntries = readCatalogue('en');
const en = new Map(enEntries);
const ja = readCatalogue('ja');

const JAPANESE = '[\\u3040-\\u30FF\\u3400-\\u9FFF\\u3000-\\u303F\\uFF01-\\uFF5E]';
const LATIN = '[A-Za-z0-9{}<>#]';

/** Loan words from -er, -or, -ar keep their long vowel (the vendor's style: ユーザー, not ユーザ). */
const LONG_VOWEL_TERMS = ['ユーザー', 'サーバー', 'ブラウザー', 'プロバイダー', 'フォルダー', 'コンピューター', 'パラメーター', 'コンテナー', 'センサー', 'レジストラー', 'フィルター', 'ドライバー', 'エディター', 'モニター'];

/** Terms written one way only: [the spelling not used, the one used]. */
const ONE_SPELLING = [
  ['インターフェイス', 'インターフェース'],
  ['Workbench', 'ワークベンチ'],
] as const;

/**
 * English texts that name different things and so translate differently: a container's command and
 * the Mac key; the colour-mode choice that follows the system and a host's system section.
 */
const SAME_ENGLISH_DIFFERENT_THING = new Set(['Command', 'System']);

const offendingJapanese = (pattern: RegExp) => ja.filter(([, text]) => pattern.test(text)).map(([id, text]) => `${id}: ${text}`);

describe('the Japanese catalogue', () => {
  it.each(LONG_VOWEL_TERMS)('writes %s with its long vowel', (term) => {
    expect(offendingJapanese(new RegExp(`${term.slice(0, -1)}(?!ー)`))).toEqual([]);
  });

  it.each(ONE_SPELLING)('writes %s as %s', (unused) => {
    expect(offendingJapanese(new RegExp(unused))).toEqual([]);
  });

  it('uses the full-width colon after Japanese text', () => {
    expect(offendingJapanese(new RegExp(`${JAPANESE}:`))).toEqual([]);
  });

  it('uses full-width parentheses around or after Japanese text', () => {
    expect(offendingJapanese(new RegExp(`${JAPANESE} ?\\(|\\([^()]*${JAPANESE}[^()]*\\)`))).toEqual([]);
  });

  it('puts no space between Japanese and Latin words or values', () => {
    expect(offendingJapanese(new RegExp(`${JAPANESE} ${LATIN}|${LATIN} ${JAPANESE}`))).toEqual([]);
  });

  it('gives one English text one translation', () => {
    const byEnglish = new Map<string, Set<string>>();
    for (const [id, text] of ja) {
      const english = en.get(id) ?? '';
      if (!SAME_ENGLISH_DIFFERENT_THING.has(english)) byEnglish.set(english, (byEnglish.get(english) ?? new Set()).add(text));
    }
    expect([...byEnglish].filter(([, texts]) => texts.size > 1).map(([english, texts]) => `${english}: ${[...texts].join(' / ')}`)).toEqual([]);
  });

  it('keeps every placeholder and tag of the English message', () => {
    const tokens = (text: string) => [...text.matchAll(/\{(\w+)[,}]|<\/?\d+\/?>/g)].map(([token, name]) => name ?? token).sort();
    expect(ja.filter(([id, text]) => text && String(tokens(text)) !== String(tokens(en.get(id) ?? ''))).map(([id]) => id)).toEqual([]);
  });
});

/** British forms and the US form the console uses instead. */
const BRITISH = [
  [/colour/i, 'color'],
  [/behaviour/i, 'behavior'],
  [/analys(e|ed|ing)\b/i, 'analyze'],
  [/organis/i, 'organiz'],
  [/authoris/i, 'authoriz'],
  [/recognis/i, 'recogniz'],
  [/cancell(ed|ing)/i, 'canceled'],
  [/centre/i, 'center'],
  [/catalogue/i, 'catalog'],
  [/favour/i, 'favor'],
  [/\btowards\b/i, 'toward'],
] as const;

/** The one text the specification quotes with the other verb (spec 000 §6: the "I agree to update" button). */
const SPEC_QUOTED_UPDATE = 'UPGRADE.AGREE';

const offendingEnglish = (pattern: RegExp, ids: (id: string) => boolean = () => true) =>
  enEntries.filter(([id, str]) => ids(id) && pattern.test(str)).map(([id, str]) => `${id}: ${str}`);

describe('the English texts', () => {
  it.each(BRITISH)('spell %s the US way (%s)', (british) => {
    expect(offendingEnglish(british)).toEqual([]);
  });

  it('name Foundation Services with capitals', () => {
    expect(offendingEnglish(/(?!Foundation Services)foundation services/i)).toEqual([]);
  });

  it('call the move to Foundation Services an upgrade', () => {
    const upgradeFlow = (id: string) => (id.startsWith('UPGRADE.') || id.startsWith('DIALOG.FOUNDATION')) && id !== SPEC_QUOTED_UPDATE;
    expect(offendingEnglish(/\bupdat/i, upgradeFlow)).toEqual([]);
  });
});
