import * as RadixTabs from '@radix-ui/react-tabs';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Badge } from '../Badge';
import * as css from './Tabs.css';

export const tabsVariants = ['underline', 'pill'] as const;
export type TabsVariant = (typeof tabsVariants)[number];

export interface TabItem {
  value: string;
  label: ReactNode;
  /** Unread count shown after the label (capped at 99+). 0 shows nothing. */
  badge?: number;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Controlled selected value. */
  value?: string;
  /** Initially selected value when uncontrolled; defaults to the first item. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  variant?: TabsVariant;
  /** Accessible name of the tab list, e.g. "Login method". */
  label?: string;
  /** Reading direction for arrow keys; set "rtl" in right-to-left languages. */
  dir?: 'ltr' | 'rtl';
  /** `TabPanel`s, one per item. Leave empty when the tabs only filter content rendered elsewhere. */
  children?: ReactNode;
  className?: string;
}

/** Shifts the list so `tab` is fully visible, without scrolling the page. */
function revealTab(list: HTMLElement, tab: HTMLElement) {
  const l = list.getBoundingClientRect();
  const t = tab.getBoundingClientRect();
  const margin = t.width / 2;
  if (t.left < l.left) list.scrollBy({ left: t.left - l.left - margin });
  else if (t.right > l.right) list.scrollBy({ left: t.right - l.right + margin });
}

/** Reveals the list's active tab, if it has one. */
function revealActive(list: HTMLElement | null) {
  const active = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
  if (list && active) revealTab(list, active);
}

/**
 * A tab bar (Radix Tabs: arrow keys, Home/End, automatic activation). Scrolls sideways when the tabs
 * do not fit. Use `TabPanel` children for switching content, or none for a filter bar.
 */
export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  variant,
  label,
  dir,
  children,
  className,
}: TabsProps) {
  const [inner, setInner] = useState(defaultValue ?? items[0]?.value ?? '');
  const current = value ?? inner;
  const listRef = useRef<HTMLDivElement>(null);
  const hasPanels = children !== undefined && children !== null && children !== false;

  useLayoutEffect(() => {
    if (current) revealActive(listRef.current);
  }, [current]);

  // A strip wider than its box marks the edges with more tabs beyond them (the CSS fades those edges).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new set of tabs needs its own observers
  useEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const mark = () => {
      const max = el.scrollWidth - el.clientWidth;
      const pos = Math.abs(el.scrollLeft); // negative in right-to-left
      el.toggleAttribute('data-more-start', max > 1 && pos > 1);
      el.toggleAttribute('data-more-end', max > 1 && pos < max - 1);
    };
    mark();
    el.addEventListener('scroll', mark, { passive: true });
    // The box, and each tab (a late web font widens the labels without resizing the box).
    const resize = new ResizeObserver(mark);
    resize.observe(el);
    for (const tab of el.children) resize.observe(tab);
    return () => {
      el.removeEventListener('scroll', mark);
      resize.disconnect();
    };
  }, [items.length]);

  // Web fonts that arrive after the first paint widen the labels; show the active tab again once they have.
  useEffect(() => {
    let live = true;
    void document.fonts?.ready.then(() => {
      if (live) revealActive(listRef.current);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <RadixTabs.Root
      value={current}
      onValueChange={(v) => {
        setInner(v);
        onValueChange?.(v);
      }}
      dir={dir}
      className={[css.root, className].filter(Boolean).join(' ')}
    >
      <RadixTabs.List ref={listRef} aria-label={label} className={css.list({ variant })}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={css.tab({ variant })}
            // Without panels there is nothing to control; a dangling aria-controls is invalid.
            {...(hasPanels ? {} : { 'aria-controls': undefined })}
          >
            <span>{item.label}</span>
            {item.badge ? <Badge count={item.badge} /> : null}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {children}
    </RadixTabs.Root>
  );
}

export interface TabPanelProps {
  /** The `value` of the tab this panel belongs to. */
  value: string;
  children: ReactNode;
  className?: string;
}

/** The content shown while its tab is selected. */
export function TabPanel({ value, children, className }: TabPanelProps) {
  return (
    <RadixTabs.Content value={value} className={[css.panel, className].filter(Boolean).join(' ')}>
      {children}
    </RadixTabs.Content>
  );
}
