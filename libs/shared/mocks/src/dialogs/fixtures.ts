// Pre-release (preview) records of spec 002 §3, keyed like the menu's `preRelease` list in
// `shell/menu-fixtures.ts` (ai-scanner-guard, companion-genai).
import { FIXED_NOW } from '../state.ts';

const DAY = 24 * 3600 * 1000;

export interface PreReleaseRecordFixture {
  preReleaseKey: string;
  l10n: string;
  PRTimestamp: number;
  requiredCredits: number;
  creditAllocation: 'required' | 'possiblyRequired' | 'notRequired' | 'fullCredit' | 'partialCredit' | 'free';
  description: string;
  feature: string;
  GATimestamp: number;
  requiredCreditStr: string;
  optIn: boolean;
  showBtn: boolean;
  showTitle: boolean;
  disclaimer: string | null;
}

const KNOWN: Record<string, (lang: string) => Partial<PreReleaseRecordFixture>> = {
  'ai-scanner-guard': (lang) => ({
    l10n: 'PRE_RELEASE.AI_SCANNER',
    feature: 'AI Scanner Guard',
    description:
      lang === 'ja'
        ? '生成 AI アプリケーションへのプロンプトを検査し、プロンプトインジェクションや機密データの漏えいを検出します。'
        : 'Inspects prompts sent to your generative-AI applications and blocks prompt injection and sensitive-data leaks before they reach the model.',
    creditAllocation: 'possiblyRequired',
    requiredCredits: 0,
    requiredCreditStr: 'No credits during preview. Credits may be required after general availability.',
    disclaimer: null,
  }),
  'companion-genai': (lang) => ({
    l10n: 'PRE_RELEASE.COMPANION',
    feature: 'Companion',
    description:
      lang === 'ja'
        ? '検出内容の説明、クエリの作成、対応手順の提案を行う AI アシスタントです。'
        : 'An AI assistant that explains detections, writes search queries and suggests response steps in plain language.',
    creditAllocation: 'required',
    requiredCredits: 20,
    requiredCreditStr: '20 credits per 1,000 prompts',
    disclaimer: 'genAI',
  }),
};

const titleCase = (key: string) => key.split(/[-_]/).filter(Boolean).map((w) => w[0]?.toUpperCase() + w.slice(1)).join(' ');

/**
 * A pre-release record for any key: the two menu keys have their own wording, any other key (the
 * `togglePreRelease` event may name features the menu does not list) gets a generic preview record.
 */
export function createPreReleaseRecord(key: string, overrides: Partial<PreReleaseRecordFixture> = {}, options: { lang?: string; now?: number } = {}): PreReleaseRecordFixture {
  const now = options.now ?? FIXED_NOW;
  return {
    preReleaseKey: key,
    l10n: `PRE_RELEASE.${key.toUpperCase().replace(/-/g, '_')}`,
    PRTimestamp: now - 30 * DAY,
    requiredCredits: 0,
    creditAllocation: 'free',
    description: `${titleCase(key)} is available as a preview. Features and behaviour may change before general availability.`,
    feature: titleCase(key),
    GATimestamp: now + 60 * DAY,
    requiredCreditStr: 'Free during preview',
    optIn: false,
    showBtn: true,
    showTitle: true,
    disclaimer: null,
    ...KNOWN[key]?.(options.lang ?? 'en'),
    ...overrides,
  };
}

/** Script, broken markup and a javascript: link in server text the dialog must not execute. */
export function createHostilePreReleaseRecord(key: string, now: number = FIXED_NOW): PreReleaseRecordFixture {
  return createPreReleaseRecord(key, {
    feature: '<img src=x onerror=alert(1)>Preview',
    description: '<script>alert("xss")</script>Read the <a href="javascript:alert(document.cookie)">terms</a>.',
    requiredCreditStr: '<b onclick="alert(2)">20</b> credits',
  }, { now });
}
