import { data } from 'react-router';

/** /admin/<unknown>: the back office's own 404 inside its frame (after sign-in), not the guest guard. */
export function loader() {
  throw data({ message: 'お探しの管理ページは見つかりません。URLをご確認ください。' }, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
