import { describe, expect, it, vi } from 'vitest';
import { createShortcutRegistry, matchShortcut, type KeyPress } from './shortcuts';

function press(key: string, code: string, modifiers: Partial<KeyPress> = {}): KeyPress {
  return { key, code, altKey: false, ctrlKey: false, metaKey: false, target: null, ...modifiers };
}
const input = document.createElement('input');
const textarea = document.createElement('textarea');

describe('matchShortcut', () => {
  it.each([
    ['Alt+N', press('n', 'KeyN', { altKey: true }), { action: 'add' }],
    ['Option+N on a Mac (dead key)', press('Dead', 'KeyN', { altKey: true }), { action: 'add' }],
    [
      'Alt+N in a text field',
      press('n', 'KeyN', { altKey: true, target: input }),
      { action: 'add' },
    ],
    ['Alt+N on an Arabic layout', press('ى', 'KeyN', { altKey: true }), { action: 'add' }],
    ['Alt+S', press('s', 'KeyS', { altKey: true }), { action: 'save' }],
    ['Option+S on a Mac types ß', press('ß', 'KeyS', { altKey: true }), { action: 'save' }],
    [
      'Alt+S in a textarea',
      press('s', 'KeyS', { altKey: true, target: textarea }),
      { action: 'save' },
    ],
    ['+', press('+', 'Equal'), { action: 'add' }],
    ['+ on the number pad', press('+', 'NumpadAdd'), { action: 'add' }],
    ['Ctrl+1', press('1', 'Digit1', { ctrlKey: true }), { action: 'tab', index: 0 }],
    [
      'Ctrl+3 on the number pad',
      press('3', 'Numpad3', { ctrlKey: true }),
      { action: 'tab', index: 2 },
    ],
    [
      'Ctrl+& on AZERTY (the 1 key)',
      press('&', 'Digit1', { ctrlKey: true }),
      { action: 'tab', index: 0 },
    ],
  ])('%s', (_name, keyPress, shortcut) => {
    expect(matchShortcut(keyPress)).toEqual(shortcut);
  });

  it.each([
    ['+ typed in a text field', press('+', 'Equal', { target: input })],
    ['+ typed in a textarea', press('+', 'Equal', { target: textarea })],
    ['AltGr+S (Ctrl+Alt on Windows)', press('ś', 'KeyS', { altKey: true, ctrlKey: true })],
    ['Cmd+S', press('s', 'KeyS', { metaKey: true })],
    ['Alt+X', press('x', 'KeyX', { altKey: true })],
    ['Ctrl+0', press('0', 'Digit0', { ctrlKey: true })],
    ['Cmd+1 (the browser switches tabs)', press('1', 'Digit1', { metaKey: true })],
    ['plain N', press('n', 'KeyN')],
  ])('%s is not a shortcut', (_name, keyPress) => {
    expect(matchShortcut(keyPress)).toBeUndefined();
  });
});

describe('the shortcut registry', () => {
  it('runs the page handler when no dialog is open, the latest registration first', () => {
    const registry = createShortcutRegistry();
    const first = vi.fn();
    const second = vi.fn();
    registry.register('page', 'add', first);
    const remove = registry.register('page', 'add', second);
    expect(registry.dispatch({ action: 'add' }, false)).toBe(true);
    expect(second).toHaveBeenCalledTimes(1);
    remove();
    registry.dispatch({ action: 'add' }, false);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('gives Alt+S to the topmost open dialog, never to the page under it', () => {
    const registry = createShortcutRegistry();
    const pageSave = vi.fn();
    const dialogSave = vi.fn();
    const nestedSave = vi.fn();
    registry.register('page', 'save', pageSave);
    const closeDialog = registry.register('dialog', 'save', dialogSave);
    const closeNested = registry.register('dialog', 'save', nestedSave);
    registry.dispatch({ action: 'save' }, true);
    expect(nestedSave).toHaveBeenCalledTimes(1);
    closeNested();
    registry.dispatch({ action: 'save' }, true);
    expect(dialogSave).toHaveBeenCalledTimes(1);
    closeDialog();
    registry.dispatch({ action: 'save' }, false);
    expect(pageSave).toHaveBeenCalledTimes(1);
  });

  it('saves nothing while the top dialog cannot save, not even the page', () => {
    const registry = createShortcutRegistry();
    const pageSave = vi.fn();
    registry.register('page', 'save', pageSave);
    registry.register('dialog', 'save', () => false);
    expect(registry.dispatch({ action: 'save' }, true)).toBe(false);
    expect(pageSave).not.toHaveBeenCalled();
  });

  it('does not add a page record or switch tabs behind a dialog or menu', () => {
    const registry = createShortcutRegistry();
    const add = vi.fn();
    const tab = vi.fn();
    registry.register('page', 'add', add);
    registry.register('page', 'tab', tab);
    expect(registry.dispatch({ action: 'add' }, true)).toBe(false);
    const close = registry.register('dialog', 'save', vi.fn());
    expect(registry.dispatch({ action: 'tab', index: 0 }, false)).toBe(false);
    close();
    expect(registry.dispatch({ action: 'tab', index: 1 }, false)).toBe(true);
    expect(add).not.toHaveBeenCalled();
    expect(tab).toHaveBeenCalledWith({ action: 'tab', index: 1 });
  });

  it('reports a handler that declines (no such tab) as not handled', () => {
    const registry = createShortcutRegistry();
    registry.register('page', 'tab', () => false);
    expect(registry.dispatch({ action: 'tab', index: 8 }, false)).toBe(false);
    expect(registry.dispatch({ action: 'add' }, false)).toBe(false);
  });
});
