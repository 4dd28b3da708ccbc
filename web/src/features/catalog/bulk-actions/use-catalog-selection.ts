import { useCallback, useMemo, useRef, useState } from 'react';

/**
 * The rows a seller picked for a bulk action: some ids, or every item the current filter matches
 * ("all N matching"). A new filter or search starts with nothing selected.
 */
export interface CatalogSelection {
  /** Ids picked one by one (or with "select all on this page"). */
  ids: ReadonlySet<string>;
  /** Every item matching the filter, loaded or not. */
  allMatching: boolean;
  toggle: (itemId: string, selected: boolean) => void;
  /** Selects (or clears) these ids together, e.g. the rows loaded on the page. */
  setMany: (itemIds: readonly string[], selected: boolean) => void;
  selectAllMatching: () => void;
  clear: () => void;
}

const NONE: ReadonlySet<string> = new Set();

export function useCatalogSelection(listKey: string): CatalogSelection {
  const [state, setState] = useState({ listKey, ids: NONE, allMatching: false });
  // A different list (filter or search): the old selection no longer describes what is shown.
  const current = state.listKey === listKey ? state : { listKey, ids: NONE, allMatching: false };
  if (current !== state) setState(current);

  const toggle = useCallback(
    (itemId: string, selected: boolean) =>
      setState((before) => {
        const ids = new Set(before.ids);
        if (selected) ids.add(itemId);
        else ids.delete(itemId);
        return { ...before, ids, allMatching: false };
      }),
    [],
  );
  const setMany = useCallback(
    (itemIds: readonly string[], selected: boolean) =>
      setState((before) => {
        const ids = new Set(before.ids);
        for (const itemId of itemIds) {
          if (selected) ids.add(itemId);
          else ids.delete(itemId);
        }
        return { ...before, ids, allMatching: false };
      }),
    [],
  );
  const selectAllMatching = useCallback(
    () => setState((before) => ({ ...before, allMatching: true })),
    [],
  );
  const clear = useCallback(
    () => setState((before) => ({ ...before, ids: NONE, allMatching: false })),
    [],
  );

  return useMemo(
    () => ({
      ids: current.ids,
      allMatching: current.allMatching,
      toggle,
      setMany,
      selectAllMatching,
      clear,
    }),
    [current.ids, current.allMatching, toggle, setMany, selectAllMatching, clear],
  );
}

/** What the catalog table needs of a selection (CatalogTable's `selection`). */
export interface TableSelection {
  isSelected: (itemId: string) => boolean;
  onSelect: (itemId: string, selected: boolean) => void;
  onSelectShown: (selected: boolean) => void;
}

/**
 * The selection as the table uses it, for the rows loaded in the list. `onSelect` keeps its
 * identity while rows load or the selection changes (rows are memoised on their props): it reads
 * the latest state when called. Unticking one row of "all matching" keeps the other loaded rows.
 */
export function useTableSelection(
  selection: CatalogSelection,
  rows: readonly { id: string }[] | undefined,
): TableSelection {
  const latest = useRef({ selection, rows });
  latest.current = { selection, rows };
  const onSelect = useCallback((itemId: string, selected: boolean) => {
    const { selection: current, rows: loaded = [] } = latest.current;
    if (current.allMatching && !selected) {
      current.setMany(
        loaded.map((row) => row.id).filter((id) => id !== itemId),
        true,
      );
    } else {
      current.toggle(itemId, selected);
    }
  }, []);
  const { ids, allMatching, setMany, clear } = selection;
  return useMemo(
    () => ({
      isSelected: (itemId: string) => allMatching || ids.has(itemId),
      onSelect,
      onSelectShown: (selected: boolean) => {
        if (selected)
          setMany(
            (rows ?? []).map((row) => row.id),
            true,
          );
        else clear();
      },
    }),
    [allMatching, ids, onSelect, setMany, clear, rows],
  );
}
