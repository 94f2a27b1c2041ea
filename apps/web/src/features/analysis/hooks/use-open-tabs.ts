import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { readItem, writeItem } from '../../../lib/storage';

/** An analysis open as a tab of the workspace. */
export type AnalysisTab = { id: string; title: string };

const TabsSchema = z.array(z.object({ id: z.string(), title: z.string() }));

/** The 'clearcall.' prefix means logout clears the tabs with the rest of the app's storage. */
function storageKeyFor(userId: string): string {
  return `clearcall.analysisTabs.${userId}`;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another browser tab of the app opening or closing an analysis updates this one too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function parseTabs(raw: string | null): AnalysisTab[] {
  if (!raw) return [];
  try {
    const parsed = TabsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Reads the open tabs of a user outside React (for handlers that run after an await). */
export function readOpenTabs(userId: string): AnalysisTab[] {
  return parseTabs(readItem('local', storageKeyFor(userId)));
}

function writeTabs(userId: string, tabs: AnalysisTab[]): void {
  writeItem('local', storageKeyFor(userId), JSON.stringify(tabs));
  for (const listener of listeners) listener();
}

/** Adds a tab at the end, or renames it when it is already open. */
export function openTab(userId: string, tab: AnalysisTab): void {
  const tabs = readOpenTabs(userId);
  const existing = tabs.find((candidate) => candidate.id === tab.id);
  if (existing?.title === tab.title) return;
  writeTabs(
    userId,
    existing
      ? tabs.map((candidate) => (candidate.id === tab.id ? tab : candidate))
      : [...tabs, tab],
  );
}

/** Renames an open tab; a closed analysis stays closed. */
export function renameTab(userId: string, id: string, title: string): void {
  const tabs = readOpenTabs(userId);
  if (!tabs.some((tab) => tab.id === id)) return;
  writeTabs(
    userId,
    tabs.map((tab) => (tab.id === id ? { ...tab, title } : tab)),
  );
}

/**
 * Closes a tab and returns the tab to show instead: its right neighbour, else its left one,
 * else null when no tab remains.
 */
export function closeTab(userId: string, id: string): AnalysisTab | null {
  const tabs = readOpenTabs(userId);
  const index = tabs.findIndex((tab) => tab.id === id);
  if (index === -1) return tabs[0] ?? null;
  const remaining = tabs.filter((tab) => tab.id !== id);
  writeTabs(userId, remaining);
  return remaining[index] ?? remaining[index - 1] ?? null;
}

/** The user's open analysis tabs, kept in localStorage across visits. */
export function useOpenTabs(userId: string) {
  const raw = useSyncExternalStore(subscribe, () => readItem('local', storageKeyFor(userId)));
  const tabs = useMemo(() => parseTabs(raw), [raw]);
  return {
    tabs,
    open: useCallback((tab: AnalysisTab) => openTab(userId, tab), [userId]),
    rename: useCallback((id: string, title: string) => renameTab(userId, id, title), [userId]),
    close: useCallback((id: string) => closeTab(userId, id), [userId]),
  };
}
