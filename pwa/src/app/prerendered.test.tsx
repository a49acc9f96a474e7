// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReplacesPrerendered } from './prerendered';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.getElementById('prerendered')?.remove();
});

/** A page as the build or the server sends it: the read-only copy, then the app's root. */
function pageWithCopy(): HTMLElement {
  const copy = document.createElement('div');
  copy.id = 'prerendered';
  copy.innerHTML = '<form><input name="name"><input name="email"></form>';
  document.body.prepend(copy);
  return copy;
}

describe('the app taking the prerendered copy’s place', () => {
  it('hides the copy in the same commit and takes it out of the page once a frame has no layout of it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const copy = pageWithCopy();
    render(<ReplacesPrerendered />);
    expect(copy.hidden).toBe(true);
    expect(document.getElementById('prerendered')).toBe(copy);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(document.getElementById('prerendered')).toBeNull();
  });

  it("takes the copy's ids away with it, so a link to a section jumps to the app's own", () => {
    const copy = pageWithCopy();
    copy.insertAdjacentHTML('beforeend', '<section id="contact">copy</section>');
    const root = document.body.appendChild(document.createElement('div'));
    root.id = 'root';
    render(
      <section id="contact">
        app
        <ReplacesPrerendered />
      </section>,
      { container: root },
    );
    expect(document.getElementById('contact')?.textContent).toBe('app');
    expect(copy.querySelectorAll('[id]')).toHaveLength(0);
    expect(copy.id).toBe('prerendered');
    root.remove();
  });

  it('keeps the focus in the field of the same place in the app', () => {
    const copy = pageWithCopy();
    copy.querySelectorAll('input')[1].focus();
    const root = document.body.appendChild(document.createElement('div'));
    root.id = 'root';
    render(
      <form>
        <input name="name" />
        <input name="email" />
        <ReplacesPrerendered />
      </form>,
      { container: root },
    );
    expect(document.activeElement?.getAttribute('name')).toBe('email');
    expect(root.contains(document.activeElement)).toBe(true);
    root.remove();
  });
});
