import { describe, expect, it } from 'vitest';
import { lazyImport } from './lazy-modules.js';
import { lazyValidation, lazyValidator, lowerCaseHeaderSchema, type ValidatorFunction } from './lazy-validation.js';

describe('lazyValidator', () => {
  it('compiles at the first call only, and mirrors the compiled validator errors', () => {
    let compiles = 0;
    const compiled: ValidatorFunction = Object.assign((data: unknown) => {
      compiled.errors = data === 1 ? null : [{ message: 'not one' }];
      return data === 1;
    });
    const validate = lazyValidator(() => {
      compiles += 1;
      return compiled;
    });
    expect(compiles).toBe(0);
    expect(validate(2)).toBe(false);
    expect(validate.errors).toEqual([{ message: 'not one' }]);
    expect(validate(1)).toBe(true);
    expect(validate.errors).toBeNull();
    expect(compiles).toBe(1);
  });
});

describe('lazyValidation', () => {
  it('builds the compiler once, compiles each route part at its first use, and compiles the rest on demand', () => {
    const builds: unknown[] = [];
    const compiledSchemas: unknown[] = [];
    const { buildValidator, compilePending } = lazyValidation((externals) => {
      builds.push(externals);
      return ({ schema }) => {
        compiledSchemas.push(schema);
        return () => true;
      };
    });
    const compile = buildValidator({ shared: true }, {});
    const first = compile({ schema: { a: 1 }, httpPart: 'body' });
    compile({ schema: { b: 2 }, httpPart: 'querystring' });
    compile({ schema: { properties: { 'X-A': {} }, required: ['X-A'] }, httpPart: 'headers' });
    expect(builds).toEqual([]);
    expect(first({})).toBe(true);
    expect(builds).toEqual([{ shared: true }]);
    expect(compiledSchemas).toEqual([{ a: 1 }]);
    expect(compilePending()).toBe(2);
    expect(compiledSchemas).toEqual([{ a: 1 }, { b: 2 }, { properties: { 'x-a': {} }, required: ['x-a'] }]);
    expect(compilePending()).toBe(0);
    expect(builds).toHaveLength(1);
  });
});

describe('lowerCaseHeaderSchema', () => {
  it('lower-cases property names and required names, and leaves other schemas alone', () => {
    expect(lowerCaseHeaderSchema({ type: 'object', properties: { 'X-Token': { type: 'string' } }, required: ['X-Token'] })).toEqual({
      type: 'object',
      properties: { 'x-token': { type: 'string' } },
      required: ['x-token'],
    });
    expect(lowerCaseHeaderSchema(true)).toBe(true);
  });
});

describe('lazyImport', () => {
  it('loads once, and tries again after a failure', async () => {
    let calls = 0;
    const load = lazyImport(async () => {
      calls += 1;
      if (calls === 1) throw new Error('first fails');
      return calls;
    });
    await expect(load()).rejects.toThrow('first fails');
    expect(await load()).toBe(2);
    expect(await load()).toBe(2);
    expect(calls).toBe(2);
  });
});
