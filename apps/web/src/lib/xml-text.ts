const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// Characters XML 1.0 cannot hold at all; the API keeps control characters out, this is the last guard.
// eslint-disable-next-line no-control-regex
const forbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text or an attribute's value for an XML document we write (the sitemap, the blog's feed). */
export const xmlText = (text: string) => text.replace(forbidden, '').replace(/[&<>"']/g, (char) => escapes[char]!);
