import { describe, expect, it } from 'vitest';
import { propsSameBut, sameEach } from './same-props.ts';

const [a, b, c] = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe('sameEach', () => {
  it('holds for the same items in the same order in a new array, as a letter that keeps the results makes', () => {
    expect(sameEach([a, b], [a, b])).toBe(true);
    expect(sameEach([], [])).toBe(true);
  });

  it('fails for other items, another order or another count', () => {
    expect(sameEach([a, b], [a, c])).toBe(false);
    expect(sameEach([a, b], [b, a])).toBe(false);
    expect(sameEach([a, b], [a, b, c])).toBe(false);
    // Equal, but not the same objects: a new menu from the server renders again.
    expect(sameEach([a], [{ id: 1 }])).toBe(false);
  });

  it('compares by the comparison given', () => {
    expect(sameEach([a, b], [{ id: 1 }, { id: 2 }], (one, other) => one.id === other.id)).toBe(true);
  });
});

describe('propsSameBut', () => {
  const same = propsSameBut<{ items: number[]; onOpen: () => void; label: string }, 'items'>(
    'items',
    sameEach,
  );
  const onOpen = () => {};

  it('compares the named prop by its comparison and the others as they are', () => {
    expect(same({ items: [1, 2], onOpen, label: 'x' }, { items: [1, 2], onOpen, label: 'x' })).toBe(true);
    expect(same({ items: [1, 2], onOpen, label: 'x' }, { items: [1, 3], onOpen, label: 'x' })).toBe(false);
    expect(same({ items: [1], onOpen, label: 'x' }, { items: [1], onOpen, label: 'y' })).toBe(false);
    expect(same({ items: [1], onOpen, label: 'x' }, { items: [1], onOpen: () => {}, label: 'x' })).toBe(
      false,
    );
  });
});
