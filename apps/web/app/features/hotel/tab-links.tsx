import type { KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import styles from './tab-links.module.css';

export interface TabLink {
  key: string;
  label: string;
  en: string;
  href: string;
}

interface TabLinksProps {
  label: string;
  tabs: TabLink[];
  selected: string;
  /** Id of the tab panel the selected tab controls. */
  panelId: string;
}

export const tabId = (key: string) => `tab-${key}`;

/**
 * Tabs that are links (?tab=…), so they work before JavaScript loads and can be bookmarked.
 * With JavaScript, the arrow keys move between them as the ARIA tabs pattern expects.
 */
export function TabLinks({ label, tabs, selected, panelId }: TabLinksProps) {
  const navigate = useNavigate();

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const target = tabs[(index + step + tabs.length) % tabs.length]!;
    navigate(target.href, { preventScrollReset: true });
    document.getElementById(tabId(target.key))?.focus();
  }

  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((tab, i) => {
        const isSelected = tab.key === selected;
        return (
          <Link
            key={tab.key}
            id={tabId(tab.key)}
            to={tab.href}
            role="tab"
            aria-selected={isSelected}
            aria-controls={isSelected ? panelId : undefined}
            className={`${styles.tab} ${isSelected ? styles.selected : ''}`}
            preventScrollReset
            replace
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            <span className={styles.en} aria-hidden="true">
              {tab.en}
            </span>
            <span className={styles.label}>{tab.label}</span>
          </Link>
        );
      })}
    </div>
  );
}
