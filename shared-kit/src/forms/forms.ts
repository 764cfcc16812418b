// The site's one way of holding form state: react-hook-form, re-exported here so every app
// runs the copy inside the shared-kit singleton (one download, and one FormProvider context if a form
// is ever split across packages) without another entry in mf.shared.mjs.
// Our rules stay plain functions that return SPEC.md §5's messages; `checkResolver` hands them to the
// form, which then keeps the messages, focuses the first invalid field on submit and calls the submit
// handler only with values that passed.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export { useForm, useWatch, useFieldArray } from 'react-hook-form';
export type {
  FieldErrors,
  FieldValues,
  Path,
  Resolver,
  SubmitHandler,
  UseFormRegister,
  UseFormReturn,
} from 'react-hook-form';

/** Messages of a check, by field path ('name', 'qualifications.0.degree'); undefined or '' = no message. */
export type Messages = Partial<Record<string, string | undefined>>;

function nest(messages: Messages): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(messages)) {
    if (!message) continue;
    const keys = path.split('.');
    const last = keys.pop() as string;
    let node = errors;
    for (const key of keys) node = (node[key] ??= /^\d+$/.test(key) ? [] : {}) as Record<string, unknown>;
    node[last] = { type: 'validate', message };
  }
  return errors;
}

/** A react-hook-form resolver from a check that returns messages by field path. */
export function checkResolver<T extends FieldValues>(check: (values: T) => Messages): Resolver<T> {
  return (values) => {
    const errors = nest(check(values));
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<T> } : { values, errors: {} };
  };
}

/** The message of the field at `path` ('qualifications.0.degree'), for the kit's Field. */
export function messageAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
