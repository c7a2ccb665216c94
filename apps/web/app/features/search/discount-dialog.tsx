import { useState, type FormEvent } from 'react';
import { DISCOUNT_TYPES } from '@hotel/shared/constants';
import { DISCOUNT_CODE_MAX, discountProblem } from '@hotel/shared/forms/search';
import { Modal } from '../../components/ui/modal.tsx';
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
  return (
    <Modal open={open} onClose={onClose} title="割引コード" size="sm">
      <DiscountEditor initial={value} onApply={onApply} />
    </Modal>
  );
}

function DiscountEditor({ initial, onApply }: { initial: Discount; onApply: (discount: Discount) => void }) {
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
        <legend>割引の種類</legend>
        {DISCOUNT_TYPES.map((t) => (
          <label key={t} className={styles.typeOption}>
            <input type="radio" name="discountType" value={t} checked={type === t} onChange={() => setType(t)} />
            <span>{t}</span>
          </label>
        ))}
      </fieldset>
      <label className={styles.codeField}>
        <span>割引コード</span>
        <input type="text" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" maxLength={DISCOUNT_CODE_MAX} placeholder="コードを入力" />
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
          クリア
        </button>
        <button type="submit" className="btn">
          適用
        </button>
      </div>
    </form>
  );
}
