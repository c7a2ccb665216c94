import type { FormValues } from '@hotel/shared/forms/parse-form';

/** The posted fields of the request, without their name prefix (what fapiaoRequestForm reads). */
export function fapiaoValuesOf(values: FormValues, namePrefix: string): FormValues {
  const own: FormValues = {};
  for (const [name, value] of Object.entries(values)) if (name.startsWith(namePrefix)) own[name.slice(namePrefix.length)] = value;
  return own;
}
