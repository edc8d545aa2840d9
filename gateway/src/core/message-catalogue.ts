/**
 * The gateway's messages, keyed (issue 19): every answer's message is zh-CN by default, as the specs
 * write it; a caller whose Accept-Language prefers English gets the English twin, and a failure's
 * envelope carries a machine-readable `errorCode`. Routes keep throwing and answering the Chinese
 * text; the catalogue maps it, at the envelope boundary, to its key and English text:
 *
 * - an exact text (`您暂无此权限`), or
 * - a pattern for a text with values in it (`^请求参数错误：(.+) 不能为空$`), whose English names the
 *   captured values `{1}`, `{2}` …
 *
 * Each area registers its own messages (`registerMessages`, at module load), next to where they are
 * written. A message that is not catalogued keeps its Chinese text in English too.
 */
import type { FastifyInstance } from 'fastify';

export interface MessageEntry {
  /** Machine-readable, stable: `<area>.<name>`, e.g. `common.permissionDenied`. */
  key: string;
  zh: string | RegExp;
  /** The English twin; `{1}` … are the pattern's captured values. */
  en: string;
}

export type AnswerLocale = 'zh-CN' | 'en';

/** Entries split for look-up: exact texts by text, patterns in registration order. */
export interface MessageCatalogue {
  exact: Map<string, MessageEntry>;
  patterns: MessageEntry[];
}

function addEntries(catalogue: MessageCatalogue, entries: readonly MessageEntry[]): MessageCatalogue {
  for (const entry of entries) {
    if (typeof entry.zh === 'string') catalogue.exact.set(entry.zh, entry);
    else catalogue.patterns.push(entry);
  }
  return catalogue;
}

/** A catalogue of just `entries` (the registry's own is filled by registerMessages). */
export function catalogueOf(entries: readonly MessageEntry[]): MessageCatalogue {
  return addEntries({ exact: new Map(), patterns: [] }, entries);
}

const registry: MessageCatalogue = catalogueOf([]);
/** Every registration in order, duplicates included (the catalogue test looks for texts registered twice). */
const registrations: MessageEntry[] = [];

export function registerMessages(entries: readonly MessageEntry[]): void {
  registrations.push(...entries);
  addEntries(registry, entries);
}

/** Every entry registered so far, in order, a text registered twice included twice. */
export function registeredMessages(): readonly MessageEntry[] {
  return registrations;
}

interface Translation {
  key: string;
  /** The English text. */
  en: string;
  /** Han characters left in `en`: a value no entry knew, or a generic entry that took a translatable part. */
  untranslated: number;
}

const HAN = /\p{Script=Han}/gu;
const hanCount = (text: string) => text.match(HAN)?.length ?? 0;

/**
 * The best translation of `message` in `catalogue`, whatever the order the
 * areas registered in (module load order decides that, and it differs between the server and a test
 * worker): an exact text first; else, of the patterns that match, the one whose English leaves the fewest
 * Han characters untranslated (its values translated the same way, since a value may itself be a catalogued
 * sentence), then the one whose values cover the fewest characters of the message, then the first
 * registered. So `第5行：大类 X1 不存在` is the row prefix around the supplier import's own `大类 (.+) 不存在`,
 * not the generic `(\S+) (.+) 不存在` taking `第5行：大类` for a term. `memo` holds the values already
 * translated in this call (a list of problems nests many).
 */
export function bestTranslation(
  message: string,
  catalogue: MessageCatalogue,
  memo = new Map<string, Translation | null>(),
): Translation | undefined {
  const known = memo.get(message);
  if (known !== undefined) return known ?? undefined;
  memo.set(message, null);
  let best: (Translation & { captured: number }) | undefined;
  const found = catalogue.exact.get(message);
  if (found) best = { key: found.key, en: found.en, untranslated: hanCount(found.en), captured: 0 };
  else {
    for (const entry of catalogue.patterns) {
      const match = (entry.zh as RegExp).exec(message);
      if (!match) continue;
      const en = entry.en.replace(/\{(\d)\}/g, (_all, index: string) => {
        const value = match[Number(index)] ?? '';
        return bestTranslation(value, catalogue, memo)?.en ?? value;
      });
      const untranslated = hanCount(en);
      const captured = match.slice(1).reduce((sum, value) => sum + (value?.length ?? 0), 0);
      if (!best || untranslated < best.untranslated || (untranslated === best.untranslated && captured < best.captured)) {
        best = { key: entry.key, en, untranslated, captured };
      }
    }
  }
  const answer = best && { key: best.key, en: best.en, untranslated: best.untranslated };
  memo.set(message, answer ?? null);
  return answer;
}

/** The key and the text in `locale` of a message, or undefined when it is not catalogued. */
export function translateMessage(message: string, locale: AnswerLocale): { key: string; text: string } | undefined {
  const best = bestTranslation(message, registry);
  if (!best) return undefined;
  return { key: best.key, text: locale === 'en' ? best.en : message };
}

/** The answer's locale from Accept-Language: English when the first preference is an English tag. */
export function answerLocaleOf(acceptLanguage: string | string[] | undefined): AnswerLocale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const first = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((item) => item.tag !== '' && item.q > 0)
    .sort((a, b) => b.q - a.q)[0];
  return first && (first.tag === 'en' || first.tag.startsWith('en-')) ? 'en' : 'zh-CN';
}

interface EnvelopeLike {
  code: number;
  success: boolean;
  message: string;
}

function isEnvelope(payload: unknown): payload is EnvelopeLike {
  if (typeof payload !== 'object' || payload === null) return false;
  const candidate = payload as Partial<EnvelopeLike>;
  return typeof candidate.code === 'number' && typeof candidate.success === 'boolean' && typeof candidate.message === 'string';
}

/**
 * The envelope in `locale`, and a failure's `errorCode`: the key of its message (`common.permissionDenied`),
 * in both languages, when the message is catalogued (an area's message not catalogued yet has none).
 */
export function localiseEnvelope<T>(payload: T, locale: AnswerLocale): T {
  if (!isEnvelope(payload)) return payload;
  const failed = payload.success === false;
  if (!failed && locale !== 'en') return payload;
  const translated = translateMessage(payload.message, locale);
  if (!translated) return payload;
  return { ...payload, message: translated.text, ...(failed ? { errorCode: translated.key } : {}) };
}

/** Answers every envelope in the caller's language (Accept-Language); the answer varies by that header. */
export function installAnswerLocale(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!isEnvelope(payload)) return payload;
    const vary = reply.getHeader('vary');
    const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
    if (!/accept-language/i.test(current)) reply.header('vary', current === '' ? 'Accept-Language' : `${current}, Accept-Language`);
    return localiseEnvelope(payload, answerLocaleOf(request.headers['accept-language']));
  });
}
