import { Link } from 'react-router';
import { CHANNEL_TYPE_LABELS, type ChannelConnection } from '@hotel/shared/schemas/admin/channels';
import { adminColumnHelper } from '../../components/admin/data-table.tsx';
import { endpointHost, hotelTimeOr, owedLabel } from './channel-format.ts';
import { editConnectionHref, firstMappingHref, mappingHref } from './channel-links.ts';
import { ConnectionStateBadge, FailingSince } from './connection-state.tsx';
import styles from './channels.module.css';

/** The hotels a connection sells, each a link to its mapping. */
export function ConnectionHotels({ connection, names }: { connection: ChannelConnection; names: ReadonlyMap<string, string> }) {
  return (
    <ul className={styles.hotelLinks}>
      {connection.hotelCodes.map((code) => (
        <li key={code}>
          <Link className="text-link" to={mappingHref(connection.id, code)} aria-label={`${names.get(code) ?? code}の対応表`}>
            {names.get(code) ?? code}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** 未対応 n件 (a link to the mapping) or 対応済み. */
export function UnmappedLink({ connection, hotel }: { connection: ChannelConnection; hotel: string }) {
  if (connection.unmapped === 0) return <span className={styles.muted}>すべて対応済み</span>;
  return (
    <Link className={`text-link ${styles.unmapped}`} to={firstMappingHref(connection, hotel)} aria-label={`${connection.name}の未対応 ${connection.unmapped}件（対応表を開く）`}>
      未対応 {connection.unmapped}件
    </Link>
  );
}

/** The list of connections: the name opens its form; hotels and 未対応 open the mapping. */
export function connectionColumns(hotel: string, names: ReadonlyMap<string, string>) {
  const col = adminColumnHelper<ChannelConnection>();
  return col.columns([
    col.accessor('name', {
      header: '接続名',
      cell: (c) => (
        <>
          <Link className="text-link" to={editConnectionHref(hotel, c.row.original.id)}>
            {c.getValue()}
          </Link>
          <small className={styles.note}>{CHANNEL_TYPE_LABELS[c.row.original.type]}</small>
        </>
      ),
      meta: { width: '11rem' },
    }),
    col.accessor('endpointUrl', { header: '送信先', cell: (c) => <span className={styles.host}>{endpointHost(c.getValue())}</span>, meta: { nowrap: true } }),
    col.accessor('hotelCodes', { header: '販売ホテル', cell: (c) => <ConnectionHotels connection={c.row.original} names={names} /> }),
    col.display({
      id: 'state',
      header: '状態',
      cell: ({ row: { original: c } }) => (
        <span className={styles.stateCell}>
          <ConnectionStateBadge connection={c} />
          <span className={styles.nobreak}>最終成功 {hotelTimeOr(c.lastSuccessAt, '—')}</span>
          <FailingSince connection={c} />
        </span>
      ),
      meta: { width: '13.5rem' },
    }),
    col.accessor('owed', { header: '未送信', cell: (c) => owedLabel(c.getValue()), meta: { align: 'right', nowrap: true } }),
    col.accessor('unmapped', { header: '対応表', cell: (c) => <UnmappedLink connection={c.row.original} hotel={hotel} />, meta: { nowrap: true } }),
  ]);
}
