/**
 * The Content-Security-Policy of a page that is the same for everyone (issue 16, decision 030). Such a
 * page is rendered without a request, so it carries no nonce; its inline scripts are allowed by their
 * hashes instead, read from the HTML as it is answered. Only scripts of the shapes Next.js, React and
 * Turbopack write (and our theme script) are hashed: React escapes every text it renders, so no visitor's
 * words can become a script, and a script of any other shape would be a bug we want the browser to refuse
 * (it is reported once in the log).
 */
import { createHash } from 'node:crypto';
import { contentSecurityPolicy, themeScript } from '../lib/csp';

const NEXT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const NEXT_PAYLOAD = 'self.__next_f.push(';
const TURBOPACK_CHUNKS = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(';
/** React's streaming instructions: its runtime ($RB, $RV, $RC…) and their calls, and its paint clock. */
const REACT_INSTRUCTIONS =
  /^(?:\$R[A-Z]{1,2}(?:=|\()|requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);$)/;

/** Whether text is JSON data of the expected kind (no code can hide in it). */
function isJson(text: string, check: (value: unknown) => boolean): boolean {
  try {
    return check(JSON.parse(text));
  } catch {
    return false;
  }
}

/** Whether an inline script is one the framework or we wrote (see the module's comment). */
export function isKnownInlineScript(body: string): boolean {
  if (body === themeScript || body === NEXT_BOOTSTRAP) return true;
  if (body.startsWith(NEXT_PAYLOAD) && body.endsWith(')')) {
    const args = body.slice(NEXT_PAYLOAD.length, -1);
    return isJson(args, (value) => Array.isArray(value) && typeof value[0] === 'number');
  }
  if (body.startsWith(TURBOPACK_CHUNKS) && /\);?$/.test(body)) {
    const args = body.slice(TURBOPACK_CHUNKS.length).replace(/\);?$/, '');
    return isJson(args, (value) => typeof value === 'object' && value !== null && !Array.isArray(value));
  }
  return REACT_INSTRUCTIONS.test(body) && !body.includes('</');
}

const EXECUTABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export interface InlineHashes {
  scripts: string[];
  /** Inline scripts of a shape we do not know: left out of the policy, so the browser refuses them. */
  unknown: string[];
}

/** The hashes of a page's inline scripts (those a browser would run). */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const unknown: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes) || body === '') continue;
    const type = attributes.match(/\stype\s*=\s*"([^"]*)"/i)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type.trim())) continue;
    if (isKnownInlineScript(body)) scripts.add(sha256(body));
    else unknown.push(body.slice(0, 120));
  }
  return { scripts: [...scripts], unknown };
}

/** The policy of one such page. */
export function publicPagePolicy(html: string, options: { mapStyleUrl?: string; embeddable?: boolean }) {
  const hashes = inlineHashes(html);
  return {
    policy: contentSecurityPolicy({
      inlineHashes: hashes,
      mapStyleUrl: options.mapStyleUrl,
      embeddable: options.embeddable,
    }),
    unknown: hashes.unknown,
  };
}
