import { describe, expect, it } from 'vitest';
import { errorMessage } from './userErrors';
import { changeLanguage } from '../i18n';
import { ConnectionError, GraphQLRequestError, inputProblemOf } from './errors';

const refused = (extensions: Record<string, unknown>) =>
  new GraphQLRequestError([
    {
      message: 'input.adjustment is too large',
      extensions: { code: 'BAD_USER_INPUT', ...extensions },
    },
  ]);

describe('inputProblemOf', () => {
  it('names the text of each reason the server gives, with its bound and place', () => {
    expect(
      inputProblemOf(
        refused({ reason: 'TOO_LARGE', limit: 999_999_999, argument: 'input.adjustment' }),
      ),
    ).toEqual({ key: 'error.input-too-large', limit: 999_999_999, argument: 'input.adjustment' });
    for (const [reason, key] of [
      ['NUL_BYTE', 'error.input-nul-byte'],
      ['TOO_LONG', 'error.input-too-long'],
      ['NOT_FINITE', 'error.input-not-finite'],
      ['TOO_SMALL', 'error.input-too-small'],
      ['TOO_MANY_DECIMALS', 'error.input-too-many-decimals'],
      ['TOO_MANY_IDS', 'error.input-too-many-ids'],
      ['TOO_MANY_VALUES', 'error.input-too-many-values'],
    ]) {
      expect(inputProblemOf(refused({ reason }))?.key).toBe(key);
    }
  });
  it('calls a refusal without a known reason an invalid value, and ignores other failures', () => {
    expect(inputProblemOf(refused({}))?.key).toBe('error.input-invalid');
    expect(inputProblemOf(refused({ reason: 'SOMETHING_NEW' }))?.key).toBe('error.input-invalid');
    expect(
      inputProblemOf(new GraphQLRequestError([{ message: 'x', extensions: { code: 'INTERNAL' } }])),
    ).toBeUndefined();
    expect(inputProblemOf(new Error('x'))).toBeUndefined();
  });
});

describe('errorMessage of a refused input', () => {
  it('is translated in English, French and Arabic, with the bound', async () => {
    const error = refused({ reason: 'TOO_LARGE', limit: 1000, argument: 'page.first' });
    await changeLanguage('en');
    expect(errorMessage(error, 'Could not save')).toEqual({
      message: 'This value is too large (at most 1,000)',
      detail: 'page.first',
    });
    expect(errorMessage(refused({ reason: 'NUL_BYTE' }), 'Could not save').message).toBe(
      'This text contains a character that is not allowed',
    );
    await changeLanguage('fr');
    expect(errorMessage(refused({ reason: 'TOO_LONG', limit: 200 }), 'x').message).toBe(
      'Ce texte est trop long (200 caractères au plus)',
    );
    await changeLanguage('ar');
    expect(errorMessage(refused({ reason: 'TOO_SMALL', limit: 0.001 }), 'x').message).toMatch(
      /^هذه القيمة صغيرة جدًا/,
    );
    await changeLanguage('en');
  });
});

describe('errorMessage of a save that never reached the server', () => {
  it('says the server cannot be reached, not that something went wrong', () => {
    const { message, detail } = errorMessage(
      new ConnectionError(new TypeError('Failed to fetch')),
      'Could not save',
    );
    expect(message).toBe('Unable to connect to the server');
    expect(detail).toBeUndefined();
  });
});
