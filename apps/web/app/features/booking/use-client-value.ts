import { useEffect, useState } from 'react';

/**
 * A value only the browser knows (session storage), read after hydration so the server and
 * the first client render agree. `undefined` until then.
 */
export function useClientValue<T>(read: () => T, deps: readonly unknown[] = []): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    setValue(read());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return value;
}
