// Undo for removing a block or an item (a slide, a person, a tab): a clerk who pressed Remove by mistake
// gets it back where it was, from the toast's Undo or with Ctrl+Z (Cmd+Z) anywhere in the editor but a
// text field (there the browser's own undo of typing applies). Each list of the document registers under
// its path ("blocks", "blocks.3.slides"), so an undo puts the item back into the list as it is now,
// keeping every edit made since.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useMessages, useToast } from '@gsvmc/shared-kit';
import { contentToolsMessages } from '../contentTools.messages';

interface Removed {
  id: number;
  list: string;
  index: number;
  item: unknown;
  label: string;
}

type Insert = (index: number, item: unknown) => void;

interface UndoApi {
  register: (list: string, insert: Insert) => () => void;
  removed: (entry: Omit<Removed, 'id'>) => void;
  /** Puts back the newest removal (or the one with `id`); false when there is nothing to put back. */
  restore: (id?: number) => boolean;
}

const UndoContext = createContext<UndoApi | null>(null);

/** Ctrl+Z in a text field undoes typing (the browser's); only elsewhere does it bring back a removal. */
function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)
    return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type);
}

/** Hosts the removals of one document and its Ctrl+Z; the page's block list puts it around itself. */
export function RemovalUndoProvider({ children }: { children: ReactNode }) {
  const lists = useRef(new Map<string, Insert>());
  const stack = useRef<Removed[]>([]);
  const nextId = useRef(1);
  const toast = useToast();
  const t = useMessages(contentToolsMessages);
  const tRef = useRef(t);
  tRef.current = t;

  const restore = useCallback(
    (id?: number) => {
      const s = stack.current;
      const at = id === undefined ? s.length - 1 : s.findIndex((e) => e.id === id);
      if (at < 0) return false;
      const [entry] = s.splice(at, 1);
      const insert = lists.current.get(entry!.list);
      if (!insert) return false;
      insert(entry!.index, entry!.item);
      toast.success(tRef.current('restoredToast', { label: entry!.label }));
      return true;
    },
    [toast],
  );

  const api = useMemo<UndoApi>(
    () => ({
      register: (list, insert) => {
        lists.current.set(list, insert);
        return () => {
          if (lists.current.get(list) === insert) lists.current.delete(list);
        };
      },
      removed: (entry) => {
        const id = nextId.current++;
        stack.current.push({ ...entry, id });
        toast.info(tRef.current('removedToast', { label: entry.label }), {
          label: tRef.current('undo'),
          onAction: () => restore(id),
        });
      },
      restore,
    }),
    [toast, restore],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey || e.key.toLowerCase() !== 'z') return;
      if (typesText(e.target) || stack.current.length === 0) return;
      e.preventDefault();
      restore();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [restore]);

  return <UndoContext.Provider value={api}>{children}</UndoContext.Provider>;
}

/**
 * A list of the document whose entries can be removed and brought back. `path` names the list in the
 * document; `items` and `set` are this render's. Returns `remove(index, label)`.
 */
export function useRemovableList<T>(path: string, items: T[], set: (next: T[]) => void) {
  const api = useContext(UndoContext);
  const latest = useRef({ items, set });
  latest.current = { items, set };
  useEffect(
    () =>
      api?.register(path, (index, item) => {
        const { items: now, set: setNow } = latest.current;
        const next = [...now];
        next.splice(Math.min(index, next.length), 0, item as T);
        setNow(next);
      }),
    [api, path],
  );
  return useCallback(
    (index: number, label: string) => {
      const { items: now, set: setNow } = latest.current;
      setNow(now.filter((_, j) => j !== index));
      api?.removed({ list: path, index, item: now[index], label });
    },
    [api, path],
  );
}
