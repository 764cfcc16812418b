// What every field of the editor needs without passing it down through each level: whether Bengali
// fields are shown, and the API's refusal (its message and the field's path) to show beside the field.
import { createContext, useContext, type ReactNode } from 'react';
import type { Block } from '@gsvmc/shared-types';

export interface EditorContextValue {
  bengali: boolean;
  problem: { field: string; message: string } | null;
}

export const EditorContext = createContext<EditorContextValue>({ bengali: false, problem: null });
export const useEditorContext = () => useContext(EditorContext);

/** The message for a field whose path is `path`, when the API's refusal points at it or inside it. */
export function useProblemAt(path: string): string | undefined {
  const { problem } = useEditorContext();
  if (!problem) return undefined;
  return problem.field === path || problem.field.startsWith(`${path}.`) ? problem.message : undefined;
}

/** Reads "a.b.c" from an object. */
export function getAt(value: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], value);
}

/** A copy of `value` with "a.b.c" set (undefined removes the key). */
export function setAt<T>(value: T, key: string, next: unknown): T {
  const [head, ...rest] = key.split('.');
  const obj = { ...(value as Record<string, unknown>) };
  if (rest.length === 0) {
    if (next === undefined) delete obj[head!];
    else obj[head!] = next;
  } else obj[head!] = setAt(obj[head!] ?? {}, rest.join('.'), next);
  return obj as T;
}

/** Props of the editor of a list of blocks. */
export interface NestedBlocksProps {
  blocks: Block[];
  onChange: (blocks: Block[]) => void;
  path: string;
}

/**
 * Draws the blocks inside a tab or card. Given by BlockListEditor, so that a field can hold blocks
 * without the field editor and the block list editor importing each other.
 */
export const NestedBlocksContext = createContext<((props: NestedBlocksProps) => ReactNode) | null>(null);
