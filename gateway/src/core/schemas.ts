/**
 * The shared TypeBox schemas of request input, so every route takes ids and paging numbers the same way
 * (README "Security: input"). The rules every request obeys whatever its schema says (no NUL, numbers
 * within range, bounded JSON bodies) are in input-rules.ts.
 */
import { Type, type TSchema } from 'typebox';

/**
 * The largest id: PostgreSQL's bigint holds up to 2^63 - 1, but ids travel as JavaScript numbers, so
 * anything past 2^53 - 1 would be read as another number. Every id column stays far below it.
 */
export const MAX_ID = Number.MAX_SAFE_INTEGER;

/** Ids in one batch (ids lists of batch actions, deleteByIds). */
export const MAX_IDS = 1000;

/** The highest page number any list accepts. */
export const MAX_PAGE = 1_000_000;

/**
 * A row id: a positive integer that fits bigint (and a JavaScript number exactly). Fastify's validator
 * coerces the string-digit forms of params, query strings and JSON (`"12"`), as the API always took
 * them; `1e400`, `99999999999999999999`, `-1` and `1.5` are 400s.
 */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** An id kept as a digit string (at most 15 digits, so it always fits): `?id=12`, `/:id`. */
export const IdText = Type.String({ pattern: '^[0-9]{1,15}$' });

/**
 * A file's id as the API knows it: its key, 32 hex digits (sys_file.file_key), never the row's
 * sequential id, so file addresses cannot be enumerated (README "Security: file access").
 */
export const FileKey = Type.String({ pattern: '^[0-9a-f]{32}$' });

/** A list of ids (a batch), at most `maxItems`. */
export const IdList = (maxItems: number = MAX_IDS) => Type.Array(Id, { maxItems });

/** `{ id }` as a digit string, for a path or a query string. */
export const IdTextParams = Type.Object({ id: IdText });

/**
 * `?ids=1&ids=2` or `?ids=1,2` (deleteByIds): each id at most 15 digits. (No nested quantifier that
 * could backtrack: every group of digits ends at a comma or at the end.)
 */
export const IdsQuery = Type.Object({
  ids: Type.Optional(Type.Union([Type.String({ pattern: '^,*[0-9]{1,15}(,+[0-9]{1,15})*,*$', maxLength: 20_000 }), Type.Array(IdText, { maxItems: MAX_IDS })])),
});

/** The body of a batch delete: `[1, 2]`, `{ids: [1, 2]}` or nothing (the ids then come from the query). */
export const IdsBody = Type.Union([IdList(), Type.Object({ ids: IdList() }), Type.Null()]);

/** An optimistic-locking version (0 for a new row). */
export const Version = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });

/** A page number, 1 to MAX_PAGE (or `max`). */
export const PageNumber = (max: number = MAX_PAGE, options: { default?: number } = {}) => Type.Integer({ minimum: 1, maximum: max, ...options });

/** Rows per page, 1 to `max`. */
export const PageSize = (max: number, options: { default?: number } = {}) => Type.Integer({ minimum: 1, maximum: max, ...options });

/** `T | null`, optional; null first, so Fastify's coercion never turns a null into 0 or ''. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([Type.Null(), schema]));
