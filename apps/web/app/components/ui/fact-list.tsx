import type { ReactNode } from 'react';

/** Terms and their details (address, phone, period …) as a <dl>; the caller styles it. */
export function FactList({ facts, className }: { facts: readonly (readonly [term: string, detail: ReactNode])[]; className?: string }) {
  return (
    <dl className={className}>
      {facts.map(([term, detail]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
