import { describe, expect, it } from 'vitest';
import { closeTab, openTab, readOpenTabs, renameTab } from './use-open-tabs';

describe('open analysis tabs', () => {
  it('adds each analysis once, renames it, and survives bad stored data', () => {
    openTab('u1', { id: 'a', title: 'Analysis1' });
    openTab('u1', { id: 'b', title: 'Analysis2' });
    openTab('u1', { id: 'a', title: 'Chips' });
    renameTab('u1', 'b', 'Banks');
    renameTab('u1', 'zzz', 'Never opened');
    expect(readOpenTabs('u1')).toEqual([
      { id: 'a', title: 'Chips' },
      { id: 'b', title: 'Banks' },
    ]);
    expect(readOpenTabs('u2')).toEqual([]);
    window.localStorage.setItem('clearcall.analysisTabs.u3', '{not json');
    expect(readOpenTabs('u3')).toEqual([]);
  });

  it('closing a tab gives its right neighbour, else its left one, else null', () => {
    for (const id of ['a', 'b', 'c']) openTab('u1', { id, title: id });
    expect(closeTab('u1', 'b')).toEqual({ id: 'c', title: 'c' });
    expect(closeTab('u1', 'c')).toEqual({ id: 'a', title: 'a' });
    expect(closeTab('u1', 'a')).toBeNull();
    expect(readOpenTabs('u1')).toEqual([]);
  });
});
