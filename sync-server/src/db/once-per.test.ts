import { describe, expect, it } from 'vitest';
import { oncePer } from './once-per';

describe('oncePer', () => {
  it('makes the value once per key and a new one for another key', () => {
    let calls = 0;
    const of = oncePer((key: { name: string }) => ({ n: ++calls, name: key.name }));
    const a = { name: 'a' };
    const b = { name: 'b' };
    expect(of(a)).toBe(of(a));
    expect(of(b)).toEqual({ n: 2, name: 'b' });
    expect(calls).toBe(2);
  });
});
