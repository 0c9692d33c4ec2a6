/**
 * Conditional GETs (the one way: public menu, branding, files). A response answers an ETag; a
 * client that sends it back as If-None-Match gets 304 Not Modified.
 */

/** Does an If-None-Match header name this ETag? Weak comparison (RFC 9110 13.1.2), '*' matches any. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** cyrb53, a fast 53-bit string hash: plenty for cache versions, and synchronous in every host. */
export function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** A weak ETag of a text body. */
export function etagOf(text: string): string {
  return `W/"${hashText(text)}"`;
}
