import { describe, expect, it } from 'vitest';
import { loadInventoryNamespace } from '../app-i18n/inventory';
import { changeLanguage } from '../i18n';
import { errorMessage, throwIfUserError, UserFacingError } from './userErrors';

describe('errorMessage of a refusal the server answered as a value', () => {
  it("finds the type's text in the namespace of the domain that raised it, in each language", async () => {
    await loadInventoryNamespace();
    const error = new UserFacingError('NotEnoughStockForReduction', 'not enough');
    expect(errorMessage(error, 'Could not save')).toEqual({
      message: 'There is not enough stock available for this reduction',
    });
    await changeLanguage('fr');
    expect(errorMessage(error, 'x').message).toBe(
      'Le stock disponible est insuffisant pour cette réduction',
    );
    await changeLanguage('ar');
    expect(errorMessage(error, 'x').message).toBe('المخزون المتاح غير كافٍ لهذا الإنقاص');
    await changeLanguage('en');
  });

  it("falls back to the caller's message, with the server's text as detail, for a type no namespace knows", () => {
    expect(
      errorMessage(new UserFacingError('SomethingNew', 'Said the server'), 'Could not save'),
    ).toEqual({
      message: 'Could not save',
      detail: 'Said the server',
    });
  });
});

describe('throwIfUserError', () => {
  it("throws the answer's error type and passes a node through", () => {
    expect(() =>
      throwIfUserError({ error: { __typename: 'LocationNotFound', description: 'gone' } }),
    ).toThrow(expect.objectContaining({ typename: 'LocationNotFound', description: 'gone' }));
    expect(() => throwIfUserError(null)).toThrow(UserFacingError);
    expect(() => throwIfUserError({ id: 'x' })).not.toThrow();
  });
});
