import { useMemo, type SelectHTMLAttributes } from 'react';
import { MAINLAND_ISO, MOBILE_DIAL_CODES } from '@hotel/shared/mobile-dial';
import { useLang } from '../../lib/i18n/i18n.tsx';
import styles from './dial-code-select.module.css';

type DialCodeSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'>;

/**
 * The mobile number's country code (+86 first and by default), posted as `dialIso`: the form's
 * countries, named in the page's language by the browser's own region names. Picking another
 * country than China loads the phone metadata, so the form's check knows that country's mobiles.
 */
export const mobileRowClass = styles.row;

/** The picker; `className` adds to its own width (the register form's is wider). */
export function DialCodeSelect({ name = 'dialIso', onChange, className, ...props }: DialCodeSelectProps) {
  const lang = useLang();
  const names = useMemo(() => new Intl.DisplayNames([lang], { type: 'region' }), [lang]);
  return (
    <select
      name={name}
      onChange={(event) => {
        if (event.target.value !== MAINLAND_ISO) void import('@hotel/shared/mobile-metadata');
        onChange?.(event);
      }}
      {...props}
      className={className ? `${styles.dial} ${className}` : styles.dial}
    >
      {MOBILE_DIAL_CODES.map((c) => (
        <option key={c.iso} value={c.iso}>
          {`${c.dial} ${names.of(c.iso) ?? c.name}`}
        </option>
      ))}
    </select>
  );
}
