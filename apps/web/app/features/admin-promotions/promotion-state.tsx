import { Form } from 'react-router';
import { MEMBER_LEVELS } from '@hotel/shared/member-levels';
import { discountLabel, type AdminPromotion } from '@hotel/shared/schemas/admin/promotions';
import type { AdminHotel } from '../../components/admin/admin-context.ts';
import { Button, ButtonLink, buttonClass } from '../../components/admin/button.tsx';
import { DetailStack, Facts } from '../../components/admin/detail.tsx';
import { FormActions } from '../../components/admin/form-section.tsx';
import { Notice } from '../../components/admin/notice.tsx';
import { PromotionState, usage } from './promotion-columns.tsx';
import { dateRange, hotelNames } from './promotion-format.ts';
import styles from './promotions.module.css';

/** The state, the uses, and 停止する / 再開する (and 削除, confirmed, while no order ever used it). */
export function PromotionStateBar({ promotion, busy }: { promotion: AdminPromotion; busy: boolean }) {
  return (
    <div className={styles.stateBar}>
      <PromotionState active={promotion.active} />
      <span>利用 {usage(promotion)}</span>
      <Form method="post">
        <input type="hidden" name="id" value={promotion.id} />
        {promotion.active ? (
          <Button type="submit" name="intent" value="stop" size="sm" variant="secondary" disabled={busy}>
            停止する
          </Button>
        ) : (
          <Button type="submit" name="intent" value="resume" size="sm" variant="secondary" disabled={busy}>
            再開する
          </Button>
        )}
        {/* Deleting cannot be undone: a second, deliberate click (a disclosure works without JavaScript). */}
        {promotion.deletable ? (
          <details className={styles.confirmDelete}>
            <summary className={buttonClass('danger', 'sm')}>削除…</summary>
            <div className={styles.confirmDeleteBody}>
              <p>まだ一度も利用されていないため削除できます。削除は元に戻せません。</p>
              <Button type="submit" name="intent" value="delete" size="sm" variant="danger" disabled={busy}>
                削除する
              </Button>
            </div>
          </details>
        ) : null}
      </Form>
    </div>
  );
}

/** A promotion the person sees (it touches their hotel) but may not change (another hotel is in it, or every hotel). */
export function PromotionReadOnly({ promotion: p, hotels, backTo }: { promotion: AdminPromotion; hotels: readonly AdminHotel[]; backTo: string }) {
  const names = new Map(hotels.map((h) => [h.code, h.name]));
  const facts: [string, string][] = [
    ['割引', discountLabel(p.kind, p.value)],
    ['対象ホテル', hotelNames(p.hotels, names)],
    ['料金プラン', p.rateCodes.length ? p.rateCodes.join(', ') : 'すべて'],
    ['会員ランク', p.memberLevels.length ? p.memberLevels.map((l) => MEMBER_LEVELS[l].name).join('、') : 'すべて'],
    ['最低泊数', `${p.minNights}泊以上`],
    ['宿泊期間', dateRange(p.stayFrom, p.stayTo)],
    ['予約受付', dateRange(p.bookFrom, p.bookTo)],
    ['コード', p.code ?? 'なし'],
    ['利用', usage(p)],
    ['会員ごとの上限', p.perMemberCap === null ? '上限なし' : `${p.perMemberCap}回`],
    ['クーポン併用', p.stackable ? '可' : '不可'],
  ];
  return (
    <DetailStack>
      <Notice tone="info">担当外のホテル（または全ホテル）が対象に含まれるため、このプロモーションは閲覧のみできます。変更はグループ管理者にご依頼ください。</Notice>
      <section className={styles.readOnly} aria-label="プロモーションの内容">
        <div>
          <PromotionState active={p.active} />
        </div>
        <Facts compact facts={facts} />
      </section>
      <FormActions>
        <ButtonLink to={backTo} variant="secondary">
          一覧へ戻る
        </ButtonLink>
      </FormActions>
    </DetailStack>
  );
}
