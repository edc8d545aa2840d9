/**
 * What the OpenAPI document says of a list resource (core/api-docs.ts): its filter keys with their
 * operators, and the JSON schemas of a row, a page and a detail answer. Pure: built from the resource
 * declaration, so the document cannot drift from what the list engine accepts and answers.
 */
import { OPERATORS, type FieldType } from './filters.js';
import type { ListField, ListResource } from './query.js';

type JsonSchema = Record<string, unknown>;

const TYPE_SCHEMAS: Record<FieldType, JsonSchema> = {
  text: { type: 'string' },
  integer: { type: 'integer' },
  // Exact decimals travel as strings (architecture: money and quantities).
  decimal: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
  date: { type: 'string', format: 'date' },
  datetime: { type: 'string', format: 'date-time' },
  boolean: { type: 'boolean' },
};

function fieldSchema(field: ListField): JsonSchema {
  const base: JsonSchema = { ...TYPE_SCHEMAS[field.type], ...(field.title ? { title: field.title } : {}), ...(field.values ? { enum: [...field.values] } : {}) };
  return field.notNull ? base : { anyOf: [base, { type: 'null' }], ...(field.title ? { title: field.title } : {}) };
}

/** One row as the list and the detail answer it: every field under its API name. */
export function rowSchema(resource: ListResource): JsonSchema {
  const properties = Object.fromEntries(Object.entries(resource.fields).map(([name, field]) => [name, fieldSchema(field)]));
  return { type: 'object', title: resource.label, properties };
}

/** The `data` of custom-page and page. */
export function pageSchema(resource: ListResource): JsonSchema {
  return {
    type: 'object',
    required: ['result', 'total', 'page', 'pageSize', 'totalIsEstimate'],
    properties: {
      result: { type: 'array', items: rowSchema(resource) },
      total: { type: 'integer' },
      page: { type: 'integer' },
      pageSize: { type: 'integer' },
      totalIsEstimate: { type: 'boolean', description: 'true: total is the planner estimate (more than 10,000 rows matched)' },
      nextCursor: { type: 'string', description: 'pass back as cursor for the next page by keyset' },
    },
  };
}

/** The filter keys of the resource, as Markdown for an operation's description. */
export function filterDocs(resource: ListResource): string {
  const rows = Object.entries(resource.fields)
    .filter(([, field]) => field.filterable !== false)
    .map(([name, field]) => `| \`${name}\` | ${field.title ?? ''} | ${field.type}${field.values ? ` (${field.values.join(', ')})` : ''} |`);
  return [
    `Filters: \`<field>.<operator>=<value>\` (a bare \`<field>\` is equals); operators: ${OPERATORS.map((op) => `\`${op}\``).join(', ')}.`,
    '`in`/`notIn`/`between` take an array or a comma-joined string; an empty value is no condition. Paging: `page`, `pageSize`, `sort=field,asc|desc`, `cursor`.',
    '',
    '| field | title | type |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}
