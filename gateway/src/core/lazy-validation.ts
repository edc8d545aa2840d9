/**
 * Request schemas compiled at their first use instead of at start-up (issue 29, a quick start): Fastify
 * compiles every route's body/querystring/params schema with ajv when the server gets ready, about
 * 0.6-1 s for the gateway's routes, most of which a given process never serves. This validator builder
 * is Fastify's own (@fastify/ajv-compiler, the same ajv options), but each route's validator compiles
 * at the route's first request and is kept. `compilePending` compiles the rest (a test does, so a
 * broken schema still fails a build, not a user's first request).
 */
import { createRequire } from 'node:module';

/** What Fastify passes to a validator compiler for one part of one route. */
export interface RouteSchemaDefinition {
  schema: unknown;
  method?: string;
  url?: string;
  httpPart?: string;
  contentType?: string;
}

/** A compiled validator as Fastify calls it: true/false (or a promise) with ajv's `errors`. */
export interface ValidatorFunction {
  (data: unknown): unknown;
  errors?: unknown;
}

type CompileValidator = (definition: RouteSchemaDefinition) => ValidatorFunction;
type BuildValidator = (externalSchemas: unknown, ajvOptions: unknown) => CompileValidator;

/** Fastify's default validator builder, from Fastify's own dependency (the gateway does not pin it). */
function defaultBuildValidator(): BuildValidator {
  const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
  const ValidatorSelector = requireFromFastify('@fastify/ajv-compiler') as () => BuildValidator;
  return ValidatorSelector();
}

/**
 * Header names arrive lower-cased; Fastify lower-cases a header schema's property names itself, but not
 * for a custom compiler (which this is), so it is done here for the schema's own properties and required.
 */
export function lowerCaseHeaderSchema(schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const source = schema as Record<string, unknown>;
  const result: Record<string, unknown> = { ...source };
  const properties = source['properties'];
  if (properties !== null && typeof properties === 'object' && !Array.isArray(properties)) {
    result['properties'] = Object.fromEntries(Object.entries(properties).map(([name, value]) => [name.toLowerCase(), value]));
  }
  const required = source['required'];
  if (Array.isArray(required)) result['required'] = required.map((name: unknown) => (typeof name === 'string' ? name.toLowerCase() : name));
  return result;
}

/** A validator that compiles `compile()` at its first call; `errors` mirrors the compiled one's. */
export function lazyValidator(compile: () => ValidatorFunction): ValidatorFunction & { compile: () => ValidatorFunction } {
  let compiled: ValidatorFunction | undefined;
  const ensure = () => (compiled ??= compile());
  const validate = function (this: unknown, data: unknown): unknown {
    const target = ensure();
    const result = target.call(this, data);
    validate.errors = target.errors;
    return result;
  } as ValidatorFunction & { compile: () => ValidatorFunction };
  validate.compile = ensure;
  return validate;
}

export interface LazyValidation {
  /** For Fastify's `schemaController.compilersFactory.buildValidator`. */
  buildValidator: BuildValidator;
  /** Compiles every validator not compiled yet; answers how many it compiled. */
  compilePending: () => number;
}

/** One server's lazy validation (buildServer makes one per Fastify instance). */
export function lazyValidation(build: BuildValidator = defaultBuildValidator()): LazyValidation {
  const pending = new Set<() => ValidatorFunction>();
  const buildValidator: BuildValidator = (externalSchemas, ajvOptions) => {
    let compiler: CompileValidator | undefined;
    return (definition) => {
      const resolved = definition.httpPart === 'headers' ? { ...definition, schema: lowerCaseHeaderSchema(definition.schema) } : definition;
      const validator = lazyValidator(() => {
        pending.delete(validator.compile);
        compiler ??= build(externalSchemas, ajvOptions);
        return compiler(resolved);
      });
      pending.add(validator.compile);
      return validator;
    };
  };
  const compilePending = () => {
    const all = [...pending];
    for (const compile of all) compile();
    return all.length;
  };
  return { buildValidator, compilePending };
}
