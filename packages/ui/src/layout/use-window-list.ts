import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type Key } from 'react';

export interface WindowListRow {
  index: number;
  key: Key;
  /** Distance of the row from the top of the list, in px. */
  offset: number;
}

/**
 * A list that scrolls with the page and keeps only the rows on screen (and `overscan` around them) in the
 * DOM. Every row is `rowHeight` px tall, so nothing is measured. Put `listRef` on the list, give it
 * `totalSize` as its height and place each row at its `offset`. Imported from `@wallet/ui/window-list`, so
 * the virtualizer stays out of the first bundle and loads with the screens that use it.
 */
export function useWindowList<T extends HTMLElement = HTMLUListElement>(options: {
  count: number;
  rowHeight: number;
  overscan: number;
  getItemKey: (index: number) => Key;
}) {
  const listRef = useRef<T>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: options.count,
    estimateSize: () => options.rowHeight,
    overscan: options.overscan,
    scrollMargin,
    getItemKey: options.getItemKey,
  });
  const rows: WindowListRow[] = virtualizer
    .getVirtualItems()
    .map((item) => ({ index: item.index, key: item.key as Key, offset: item.start - scrollMargin }));
  return { listRef, rows, totalSize: virtualizer.getTotalSize() };
}
