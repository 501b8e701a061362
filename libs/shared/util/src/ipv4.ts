// IPv4 text as the console reads it: one dotted-quad rule for the search box, the panels, the
// simulator form and the mock backend, and one private-range rule (spec 001 §5).

/** One part of a dotted quad: 0–255 without leading zeros (01.2.3.4 is ambiguous: octal in some parsers). */
export const DEC_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)';

const IPV4 = new RegExp(`^${DEC_OCTET}(?:\\.${DEC_OCTET}){3}$`);

/** A dotted quad, each part 0–255 without leading zeros; no surrounding space. */
export function isIpv4(text: string): boolean {
  return IPV4.test(text);
}

/** 10.x, 172.16–31.x and 192.168.x (spec 001 §5): the IP panel is not offered for these. Non-IPv4 text → false. */
export function isPrivateIpv4(ip: string | null | undefined): boolean {
  const text = (ip ?? '').trim();
  if (!isIpv4(text)) return false;
  const [a = -1, b = -1] = text.split('.').map(Number);
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}
