// Queries run compiled by graphql-jit (docs/decisions/0028-graphql-jit.md). The compiler writes
// literal values into generated code and turns its marker strings back into code: a literal
// holding one must never become code, and must still mean the string it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { jitSafe } from '../src/graphql/yoga';
import { createHarness, type Harness } from './harness';

const MARKER_DATE = '__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d';
const flag = '__dawaJitInjected';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe('graphql-jit', () => {
  it('runs a literal that holds the compiler marker as a string, never as code', async () => {
    const injected = `${MARKER_DATE}0+(globalThis.${flag}=1)`;
    const res = await h.gql(`query { authToken(username: "${injected}", password: "x") {
      __typename ... on AuthTokenError { error { __typename } } } }`);
    expect((globalThis as Record<string, unknown>)[flag]).toBeUndefined();
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      authToken: { __typename: 'AuthTokenError', error: { __typename: 'InvalidCredentials' } },
    });
  });

  it('compiles ordinary documents and leaves marked ones to graphql-js', () => {
    expect(jitSafe(parse('query { me { username } }'))).toBe(true);
    expect(
      jitSafe(parse('query { a: authToken(username: "x", password: "y") { __typename } }')),
    ).toBe(true);
    expect(
      jitSafe(
        parse(`query { authToken(username: "${MARKER_DATE}1", password: "y") { __typename } }`),
      ),
    ).toBe(false);
    expect(
      jitSafe(
        parse(`query { authToken(username: """__MAGIC_NAN__x""", password: "y") { __typename } }`),
      ),
    ).toBe(false);
  });
});
