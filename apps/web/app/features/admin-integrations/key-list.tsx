import { Link } from 'react-router';
import { INTEGRATION_SCOPE_LABELS, type IntegrationKey } from '@hotel/shared/schemas/admin/integration-keys';
import { adminColumnHelper, DataTable } from '../../components/admin/data-table.tsx';
import { Facts } from '../../components/admin/detail.tsx';
import { StatusBadge } from '../../components/admin/status-badge.tsx';
import { formatHotelDateTime } from '../../lib/hotel-date-time.ts';
import styles from './integration-keys.module.css';

interface KeyListProps {
  items: IntegrationKey[];
  names: ReadonlyMap<string, string>;
  /** The page's address asking to revoke a key (its confirmation step). */
  revokeHref: (id: number) => string;
}

const when = (iso: string | null, none: string) => (iso ? formatHotelDateTime(iso) : none);
const hotelsOf = (key: IntegrationKey, names: ReadonlyMap<string, string>) => key.hotelCodes.map((code) => names.get(code) ?? code).join('、');

function KeyState({ item }: { item: IntegrationKey }) {
  return item.revokedAt ? <StatusBadge tone="danger">失効（{formatHotelDateTime(item.revokedAt)}）</StatusBadge> : <StatusBadge tone="success">有効</StatusBadge>;
}

function RevokeLink({ item, revokeHref }: { item: IntegrationKey; revokeHref: KeyListProps['revokeHref'] }) {
  if (item.revokedAt) return <span className={styles.muted}>—</span>;
  return (
    <Link className={`text-link ${styles.danger} ${styles.revokeLink}`} to={revokeHref(item.id)} aria-label={`「${item.name}」を失効させる`}>
      失効させる
    </Link>
  );
}

const col = adminColumnHelper<IntegrationKey>();

/** The keys: a table on wider screens, one card each below 640 px. */
export function KeyList({ items, names, revokeHref }: KeyListProps) {
  const columns = [
    col.accessor('name', { header: '名前', cell: (c) => <span className={styles.name}>{c.getValue()}</span> }),
    col.accessor('keyId', { header: 'キーID', cell: (c) => <code className={styles.code}>fk_{c.getValue()}_…</code>, meta: { nowrap: true } }),
    col.accessor('hotelCodes', { header: 'ホテル', enableSorting: false, cell: (c) => hotelsOf(c.row.original, names) }),
    col.accessor('scope', { header: '権限', cell: (c) => INTEGRATION_SCOPE_LABELS[c.getValue()], meta: { nowrap: true } }),
    col.accessor('createdAt', { header: '発行', cell: (c) => formatHotelDateTime(c.getValue()), meta: { nowrap: true } }),
    col.accessor('lastUsedAt', { header: '最終利用', cell: (c) => when(c.getValue(), '未使用'), meta: { nowrap: true } }),
    col.display({ id: 'state', header: '状態', cell: (c) => <KeyState item={c.row.original} />, meta: { nowrap: true } }),
    col.display({ id: 'revoke', header: '操作', cell: (c) => <RevokeLink item={c.row.original} revokeHref={revokeHref} />, meta: { nowrap: true } }),
  ];
  return (
    <>
      <div className={styles.wideOnly}>
        <DataTable caption="APIキー一覧" columns={columns} data={items} getRowId={(k) => String(k.id)} emptyText="APIキーはまだありません" minWidth="56rem" rowClassName={(k) => (k.revokedAt ? styles.revoked : undefined)} />
      </div>
      <div className={styles.phoneOnly}>
        {items.length === 0 ? (
          <p className={styles.muted}>APIキーはまだありません</p>
        ) : (
          <ul className={styles.cards} aria-label="APIキー一覧">
            {items.map((k) => (
              <li key={k.id} className={`${styles.card} ${k.revokedAt ? styles.revoked : ''}`}>
                <div className={styles.cardTop}>
                  <span className={styles.cardTitle}>{k.name}</span>
                  <KeyState item={k} />
                </div>
                <Facts
                  compact
                  facts={[
                    ['キーID', <code className={styles.code}>fk_{k.keyId}_…</code>],
                    ['ホテル', hotelsOf(k, names)],
                    ['権限', INTEGRATION_SCOPE_LABELS[k.scope]],
                    ['発行', formatHotelDateTime(k.createdAt)],
                    ['最終利用', when(k.lastUsedAt, '未使用')],
                  ]}
                />
                {k.revokedAt ? null : <RevokeLink item={k} revokeHref={revokeHref} />}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
