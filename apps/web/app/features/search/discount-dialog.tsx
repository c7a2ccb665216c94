import { useState, type FormEvent } from 'react';
import { DISCOUNT_TYPES } from '@hotel/shared/constants';
import { DISCOUNT_CODE_MAX, discountProblem } from '@hotel/shared/forms/search';
import { Modal } from '../../components/ui/modal.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { discountTypeId } from './search-state.ts';
import styles from './search-dialogs.module.css';

export interface Discount {
  discountType: string;
  discountCode: string;
}

interface DiscountDialogProps {
  open: boolean;
  value: Discount;
  onClose: () => void;
  onApply: (discount: Discount) => void;
}

/** Discount type (企業 / 団体 / 旅行会社 / プロモーション) and code; both or neither. */
export function DiscountDialog({ open, value, onClose, onApply }: DiscountDialogProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('search.discountCode')} size="sm">
      <DiscountEditor initial={value} onApply={onApply} />
    </Modal>
  );
}

function DiscountEditor({ initial, onApply }: { initial: Discount; onApply: (discount: Discount) => void }) {
  const t = useT();
  const [type, setType] = useState(initial.discountType);
  const [code, setCode] = useState(initial.discountCode);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const problem = discountProblem(type, code);
    if (problem) {
      setError(problem);
      return;
    }
    onApply({ discountType: type, discountCode: code.trim() });
  }

  return (
    <form className={styles.discount} onSubmit={submit} noValidate>
      <fieldset className={styles.types}>
        <legend>{t('search.discountKind')}</legend>
        {DISCOUNT_TYPES.map((kind) => (
          <label key={kind} className={styles.typeOption}>
            <input type="radio" name="discountType" value={kind} checked={type === kind} onChange={() => setType(kind)} />
            <span>{t(discountTypeId(kind))}</span>
          </label>
        ))}
      </fieldset>
      <label className={styles.codeField}>
        <span>{t('search.discountCode')}</span>
        <input type="text" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" maxLength={DISCOUNT_CODE_MAX} placeholder={t('search.codePlaceholder')} />
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            setType('');
            setCode('');
            onApply({ discountType: '', discountCode: '' });
          }}
        >
          {t('search.clear')}
        </button>
        <button type="submit" className="btn">
          {t('search.apply')}
        </button>
      </div>
    </form>
  );
}
