import { useState } from 'react';
import type { Brand } from '@hotel/shared/schemas/hotel';
import { Modal } from '../../components/ui/modal.tsx';
import { BrandDetail } from './brand-detail.tsx';
import type { MessageId } from '../../lib/i18n/messages.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './brand-directory.module.css';

const GROUPS: { kind: Brand['kind']; label: MessageId; en: string }[] = [
  { kind: 'hotel', label: 'about.hotelBrands', en: 'Hotel Brands' },
  { kind: 'property', label: 'about.propertyBrand', en: 'Property Brand' },
];

/** Hotel brands and the property brand in expandable groups; each brand opens its detail dialog. */
export function BrandDirectory({ brands }: { brands: Brand[] }) {
  const t = useT();
  const [selected, setSelected] = useState<Brand | null>(null);
  return (
    <>
      {GROUPS.map((group, i) => {
        const items = brands.filter((b) => b.kind === group.kind);
        if (items.length === 0) return null;
        return (
          <details key={group.kind} className={styles.group} open={i === 0}>
            <summary className={styles.summary}>
              <span className={styles.summaryEn} lang="en">
                {group.en}
              </span>
              <span className={styles.summaryLabel}>{t(group.label)}</span>
              <span className={styles.count}>{items.length}</span>
              <span className={styles.icon} aria-hidden="true" />
            </summary>
            <ul className={styles.grid}>
              {items.map((brand) => (
                <li key={brand.id}>
                  <button type="button" className={styles.card} onClick={() => setSelected(brand)} aria-haspopup="dialog">
                    <img src={brand.logo} alt="" width={320} height={80} loading="lazy" decoding="async" className={styles.logo} />
                    <span className={styles.name}>{brand.name}</span>
                    <span className={styles.tagline}>{brand.tagline}</span>
                    <span className={styles.more} aria-hidden="true">
                      View more
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </details>
        );
      })}
      <Modal open={selected !== null} onClose={() => setSelected(null)} title={selected?.name ?? t('about.brand')} size="lg">
        {selected ? <BrandDetail brand={selected} /> : null}
      </Modal>
    </>
  );
}
