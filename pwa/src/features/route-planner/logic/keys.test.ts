import { describe, expect, it } from 'vitest';
import { arrowDirection, isTextField, type KeyTarget } from './keys';

const el = (tagName: string, inside: string | null = null, isContentEditable = false): KeyTarget => ({
  tagName,
  isContentEditable,
  closest: (sel: string) => (inside && sel.includes(inside) ? {} : null),
});

describe('arrow keys', () => {
  it('left and right move back and forward when nothing takes text', () => {
    expect(arrowDirection({ key: 'ArrowLeft' }, el('BODY'))).toBe(-1);
    expect(arrowDirection({ key: 'ArrowRight' }, el('BUTTON'))).toBe(1);
    expect(arrowDirection({ key: 'ArrowRight' }, null)).toBe(1);
  });

  it('other keys and modified arrows are ignored', () => {
    expect(arrowDirection({ key: 'ArrowUp' }, el('BODY'))).toBeNull();
    expect(arrowDirection({ key: 'a' }, el('BODY'))).toBeNull();
    expect(arrowDirection({ key: 'ArrowLeft', altKey: true }, el('BODY'))).toBeNull();
    expect(arrowDirection({ key: 'ArrowLeft', ctrlKey: true }, el('BODY'))).toBeNull();
    expect(arrowDirection({ key: 'ArrowLeft', shiftKey: true }, el('BODY'))).toBeNull();
    expect(arrowDirection({ key: 'ArrowLeft', defaultPrevented: true }, el('BODY'))).toBeNull();
  });

  it('not while typing: input, textarea, select, contenteditable', () => {
    for (const tag of ['INPUT', 'TEXTAREA', 'SELECT', 'input']) {
      expect(isTextField(el(tag))).toBe(true);
      expect(arrowDirection({ key: 'ArrowLeft' }, el(tag))).toBeNull();
    }
    expect(arrowDirection({ key: 'ArrowRight' }, el('DIV', null, true))).toBeNull();
    expect(isTextField(el('BUTTON'))).toBe(false);
  });

  it('not inside a dialog or the map', () => {
    expect(arrowDirection({ key: 'ArrowLeft' }, el('BUTTON', 'dialog'))).toBeNull();
    expect(arrowDirection({ key: 'ArrowLeft' }, el('DIV', 'leaflet-container'))).toBeNull();
  });
});
