import { describe, expect, it } from 'vitest';

import { renameInList } from './rename-in-list';

const a = (name: string, bookCount: number) => ({ id: name, name, bookCount });

describe('renameInList', () => {
  it('renames and keeps the list alphabetical', () => {
    expect(renameInList([a('Ann', 1), a('Bob', 2)], 'Ann', 'Zed')).toEqual([a('Bob', 2), a('Zed', 1)]);
  });

  it('joins two authors when the new name is already there', () => {
    expect(renameInList([a('Ann', 1), a('Bob', 2)], 'Ann', 'Bob')).toEqual([a('Bob', 3)]);
  });

  it('leaves the list alone when the old name is not in it', () => {
    const list = [a('Ann', 1)];
    expect(renameInList(list, 'Nobody', 'Zed')).toBe(list);
  });
});
