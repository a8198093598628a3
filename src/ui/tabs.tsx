/**
 * A WAI-ARIA tablist (the APG "tabs with automatic activation" pattern): one tab stop, the arrow
 * keys move between tabs and select them (mirrored in a right-to-left layout), Home and End go to
 * the first and last. Each tab controls the one panel (`TabPanel`), labelled by the selected tab.
 */
import { useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

export interface TabsProps<K extends string> {
  /** The tablist's accessible name. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect(key: K): void;
  /** Prefix of the tab and panel ids (useId()). */
  idBase: string;
}

export const tabId = (idBase: string, key: string): string => `${idBase}-tab-${key}`;
export const panelId = (idBase: string): string => `${idBase}-panel`;

/** The index an arrow, Home or End key moves to, or undefined for any other key. */
function nextIndex(key: string, at: number, count: number, rtl: boolean): number | undefined {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (at + 1) % count;
  if (key === backward) return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

export function Tabs<K extends string>({ label, tabs, selected, onSelect, idBase }: TabsProps<K>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const rtl = list.current ? getComputedStyle(list.current).direction === 'rtl' : false;
    const next = nextIndex(event.key, at, tabs.length, rtl);
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next ?? 0]?.focus();
    onSelect(tab.key);
  };
  return (
    <div className="cashier-tabs" role="tablist" aria-label={label} ref={list}>
      {tabs.map((tab, at) => {
        const isSelected = tab.key === selected;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={tabId(idBase, tab.key)}
            className="cashier-tabs__tab"
            aria-selected={isSelected}
            aria-controls={panelId(idBase)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => onKeyDown(event, at)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel the tabs control, labelled by the selected tab. */
export function TabPanel({ idBase, selected, children }: { idBase: string; selected: string; children: ReactNode }) {
  return (
    <div className="cashier-tabs__panel" role="tabpanel" id={panelId(idBase)} aria-labelledby={tabId(idBase, selected)}>
      {children}
    </div>
  );
}
