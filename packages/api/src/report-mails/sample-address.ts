/**
 * An address nobody reads: a domain reserved for examples by RFC 2606 (*.example, example.com,
 * example.net, example.org). The sample cafe's report recipient is one (reports@cafe-aroma.example),
 * so a test report to it is made but cannot arrive (issue 41). The testing names (.test, .invalid)
 * are left to test setups, whose own mailers decide what happens.
 */
const RESERVED_DOMAIN = /(^|\.)example(\.(com|net|org))?$/i;

export function isSampleAddress(address: string): boolean {
  const at = address.lastIndexOf('@');
  return at !== -1 && RESERVED_DOMAIN.test(address.slice(at + 1).trim());
}
