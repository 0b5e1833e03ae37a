import { describe, expect, it } from 'vitest';
import { chooseStore } from './storeChoice';

const A = { id: 'a', isDisabled: false };
const B = { id: 'b', isDisabled: false };
const C = { id: 'c', isDisabled: true };

describe('chooseStore', () => {
  it('prefers the last-used store of that user, username case-insensitive', () => {
    expect(chooseStore('Admin', [A, B], A, [{ username: 'admin', store: { id: 'b' } }])).toBe(B);
  });
  it('ignores another user’s last-used store', () => {
    expect(chooseStore('admin', [A, B], A, [{ username: 'other', store: { id: 'b' } }])).toBe(A);
  });
  it('falls back to the default store when the last-used one is disabled', () => {
    expect(chooseStore('admin', [A, B, C], B, [{ username: 'admin', store: { id: 'c' } }])).toBe(B);
  });
  it('falls back to the first enabled store when the default is disabled', () => {
    expect(chooseStore('admin', [C, B, A], C, [])).toBe(B);
  });
  it('gives none when every store is disabled', () => {
    expect(chooseStore('admin', [C], C, [])).toBeUndefined();
    expect(chooseStore('admin', [], null, [])).toBeUndefined();
  });
});
