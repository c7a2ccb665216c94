import { Link } from 'react-router';
import type { AdminRatePlan, AdminRoomType } from '@hotel/shared/schemas/admin/catalog';
import { freeCancelDeadlineWording } from '@hotel/shared/cancel-policy';
import { adminColumnHelper, DataTable } from '../../components/admin/data-table.tsx';
import { StatusBadge } from '../../components/admin/status-badge.tsx';
import { withHotel } from '../../lib/admin-hotel.ts';

const yuan = (n: number) => `${n.toLocaleString('ja-JP')}元`;

function priceRule(plan: AdminRatePlan): string {
  const room = plan.priceMode === 'fixed' && plan.fixedPrice !== null ? `固定 ${yuan(plan.fixedPrice)}` : `室料の${plan.priceFactor}%`;
  return plan.breakfastSupplement > 0 ? `${room} ＋朝食${yuan(plan.breakfastSupplement)}` : room;
}

const plan = adminColumnHelper<AdminRatePlan>();
const planColumns = plan.columns([
  plan.accessor('code', { header: 'コード', meta: { nowrap: true, width: '5.5rem' } }),
  plan.accessor('name', {
    header: 'プラン名',
    cell: (info) => <Link to={withHotel('/admin/catalog/plan', info.row.original.hotel, { code: info.row.original.code })}>{info.getValue()}</Link>,
    meta: { width: '15rem' },
  }),
  plan.display({ id: 'price', header: '料金', cell: (info) => priceRule(info.row.original), meta: { nowrap: true } }),
  plan.accessor('payment', { header: '支払', cell: (info) => (info.getValue() === 'prepaid' ? '事前決済' : '現地払い'), meta: { nowrap: true } }),
  plan.display({
    id: 'conditions',
    header: '条件',
    cell: ({ row: { original: p } }) => [p.memberOnly ? '会員限定' : null, p.discountCode ? `${p.discountType ?? ''} ${p.discountCode}` : null].filter(Boolean).join('・') || '—',
  }),
  plan.display({
    id: 'cancel',
    header: 'キャンセル',
    cell: ({ row: { original: p } }) => (p.cancelPolicy === 'free' ? `${shortDeadline(p.freeCancelHours)}まで無料` : '返金不可'),
    meta: { width: '6.5rem' },
  }),
  plan.display({
    id: 'change',
    header: '変更',
    cell: ({ row: { original: p } }) => (p.changesUntilHours === null ? '変更不可' : `${shortDeadline(p.changesUntilHours)}まで`),
    meta: { width: '7rem' },
  }),
  plan.accessor('isActive', {
    header: '状態',
    cell: (info) => (info.getValue() ? <StatusBadge tone="success">販売中</StatusBadge> : <StatusBadge tone="neutral">停止中</StatusBadge>),
    meta: { nowrap: true },
  }),
  plan.accessor('sortOrder', { header: '表示順', meta: { align: 'right', width: '5rem' } }),
]);

/** ご到着日の18:00 → 到着日18:00: the table's short form of a deadline (the plan's page words it in full). */
const shortDeadline = (hours: number) => freeCancelDeadlineWording(hours).replace(/^ご/, '').replace('日の', '日');

export function PlanTable({ plans }: { plans: AdminRatePlan[] }) {
  return <DataTable caption="料金プラン" columns={planColumns} data={plans} getRowId={(p) => p.code} emptyText="料金プランがありません" minWidth="56rem" />;
}

const room = adminColumnHelper<AdminRoomType>();
const roomColumns = room.columns([
  room.accessor('code', { header: 'コード', meta: { nowrap: true, width: '5rem' } }),
  room.accessor('name', {
    header: '客室タイプ',
    cell: (info) => <Link to={withHotel('/admin/catalog/room-type', info.row.original.hotel, { code: info.row.original.code })}>{info.getValue()}</Link>,
    meta: { width: '14rem' },
  }),
  room.accessor('bedType', { header: 'ベッド', meta: { nowrap: true } }),
  room.accessor('maxOccupancy', { header: '定員', cell: (info) => `${info.getValue()}名`, meta: { align: 'right', nowrap: true } }),
  room.accessor('sizeSqm', { header: '広さ', cell: (info) => `${info.getValue()}㎡`, meta: { align: 'right', nowrap: true } }),
  room.accessor('defaultRooms', { header: '標準室数', cell: (info) => `${info.getValue()}室`, meta: { align: 'right', nowrap: true } }),
  room.accessor('basePrice', { header: '基本料金', cell: (info) => yuan(info.getValue()), meta: { align: 'right', nowrap: true } }),
  room.accessor('isRecommended', { header: 'おすすめ', cell: (info) => (info.getValue() ? <StatusBadge tone="info">おすすめ</StatusBadge> : '—'), meta: { nowrap: true } }),
  room.accessor('sortOrder', { header: '表示順', meta: { align: 'right', width: '5rem' } }),
]);

export function RoomTypeTable({ roomTypes }: { roomTypes: AdminRoomType[] }) {
  return <DataTable caption="客室タイプ" columns={roomColumns} data={roomTypes} getRowId={(r) => r.code} emptyText="客室タイプがありません" minWidth="48rem" />;
}
