import { Link } from 'react-router';
import { CHANNEL_TYPE_LABELS, type ChannelConnection } from '@hotel/shared/schemas/admin/channels';
import { Facts } from '../../components/admin/detail.tsx';
import { endpointHost, hotelTimeOr, owedLabel } from './channel-format.ts';
import { editConnectionHref } from './channel-links.ts';
import { ConnectionHotels, UnmappedLink } from './connection-columns.tsx';
import { ConnectionStateBadge, FailingSince } from './connection-state.tsx';
import styles from './channels.module.css';

/** The connections on a phone: one card each, name and state on top, then the facts the table has in columns. */
export function ConnectionCards({ items, hotel, names }: { items: ChannelConnection[]; hotel: string; names: ReadonlyMap<string, string> }) {
  if (items.length === 0) return <p className={styles.muted}>チャネル接続はまだありません</p>;
  return (
    <ul className={styles.cards} aria-label="チャネル接続一覧">
      {items.map((c) => (
        <li key={c.id} className={styles.card}>
          <div className={styles.cardTop}>
            <Link className={`text-link ${styles.cardTitle}`} to={editConnectionHref(hotel, c.id)}>
              {c.name}
            </Link>
            <ConnectionStateBadge connection={c} />
          </div>
          <Facts
            compact
            facts={[
              ['種類', CHANNEL_TYPE_LABELS[c.type]],
              ['送信先', <span className={styles.host}>{endpointHost(c.endpointUrl)}</span>],
              ['販売ホテル', <ConnectionHotels connection={c} names={names} />],
              ['最終成功', hotelTimeOr(c.lastSuccessAt, '—')],
              ...(c.failingSince ? [['失敗', <FailingSince connection={c} />] as const] : []),
              ['未送信', owedLabel(c.owed)],
              ['対応表', <UnmappedLink connection={c} hotel={hotel} />],
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
