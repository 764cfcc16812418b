// How the add-faculty form's messages behave: a field's message goes once the admin changes that field
// (the others stay until the next submit), and after a refused submit focus goes to the first field in
// error in form order, the picture included (react-hook-form's own focus would skip it: the picture is
// not a registered input).
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { FieldValues, UseFormReturn } from '@gsvmc/shared-kit/forms';

export function useFieldMessages<T extends FieldValues>(
  form: UseFormReturn<T>,
  formElement: RefObject<HTMLFormElement | null>,
) {
  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      if (name) form.clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const { submitCount, isSubmitSuccessful } = form.formState;
  const focusedFor = useRef(0);
  // A layout effect: the focus moves in the same commit as the messages appear, never later.
  useLayoutEffect(() => {
    if (submitCount === focusedFor.current || isSubmitSuccessful) return;
    focusedFor.current = submitCount;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitSuccessful, formElement]);
}
