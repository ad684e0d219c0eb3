import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
}

export interface TabsProps<T extends string> {
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Names the tab strip for screen readers, e.g. "Coin groups". */
  label: string;
  /** The chosen tab's content, shown as its tab panel. */
  children?: ReactNode;
}

/**
 * A tab strip (role tablist/tab) and the chosen tab's panel. Arrow keys move between tabs in reading order,
 * so in RTL the left arrow goes to the next tab.
 */
export function Tabs<T extends string>({ tabs, value, onChange, label, children }: TabsProps<T>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (tab: T) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    // The app and ThemeRoot set the direction with the dir attribute, which is what is read here.
    const isRtl = listRef.current?.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: isRtl ? -1 : 1,
      ArrowLeft: isRtl ? 1 : -1,
      Home: -index,
      End: tabs.length - 1 - index,
    };
    const move = step[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = tabs[(index + move + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.value);
    document.getElementById(tabId(next.value))?.focus();
  };

  return (
    <div className="kit-tabs">
      <div ref={listRef} role="tablist" aria-label={label} className="kit-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.value === value;
          return (
            <button
              key={tab.value}
              id={tabId(tab.value)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={children === undefined ? undefined : panelId}
              tabIndex={isSelected ? 0 : -1}
              className="kit-tabs__tab"
              onClick={() => onChange(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {children === undefined ? null : (
        <div id={panelId} role="tabpanel" aria-labelledby={tabId(value)} className="kit-tabs__panel">
          {children}
        </div>
      )}
    </div>
  );
}
