/**
 * Text typed with a Japanese input method in its ASCII forms: full-width letters, digits and signs
 * ("１９２．１６８．０．１", "ＥＸＡＭＰＬＥ．ＣＯＭ") become half-width (NFKC), and the ideographic full
 * stops (。 and the half-width ｡) become dots, as IDNA maps them.
 */
export function toHalfWidth(text: string): string {
  return text.normalize('NFKC').replace(/[\u3002\uff0e\uff61]/g, '.');
}
