/** The submit flow's status (processing) for the form's components; see app/lib/forms/form-status.ts. */
import { createContext, useContext, useSyncExternalStore } from "react";
import { type FormStatus, FormStatusStore } from "#app/lib/forms/form-status.ts";

const idle = new FormStatusStore();

export const FormStatusContext = createContext<FormStatusStore>(idle);

export function useFormStatus(): FormStatus {
  const store = useContext(FormStatusContext);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
