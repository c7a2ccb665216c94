import { TitledSection } from '../../components/admin/detail.tsx';
import styles from './webhooks.module.css';

/**
 * How a receiver checks what we send (decision 0064; the server's webhook-signature.ts and
 * webhook-delivery.service.ts), for whoever builds the PMS side. Short and exact: the headers, the
 * signature, the five minutes, the acknowledgement, duplicates, the back-off.
 */
export function VerifyHelp() {
  return (
    <TitledSection id="webhook-verify" title="受信側での検証方法（連携先の開発者向け）">
      <div className={styles.help}>
        <p>通知は JSON 本文の POST で届き、次のヘッダーが付きます。</p>
        <dl className={styles.headers}>
          <dt>
            <code>X-Felton-Event-Id</code>
          </dt>
          <dd>イベントID（再送でも同じ値）</dd>
          <dt>
            <code>X-Felton-Event-Type</code>
          </dt>
          <dd>
            <code>reservation.created</code>・<code>changed</code>・<code>cancelled</code>・<code>checked_in</code>・<code>checked_out</code>
          </dd>
          <dt>
            <code>X-Felton-Signature</code>
          </dt>
          <dd>
            <code>t=&lt;UNIX秒&gt;,v1=&lt;16進数&gt;</code>
          </dd>
        </dl>
        <ol className={styles.steps}>
          <li>
            <code>&lt;t&gt;.&lt;受け取った本文そのまま&gt;</code> をシークレットを鍵に HMAC-SHA256 で計算し、<code>v1</code> と一致するか比較します（定数時間で比較し、本文は整形し直さずに使います）。
          </li>
          <li>
            <code>t</code> が現在時刻から5分以上離れていれば拒否します（盗まれた通知の再利用を防ぎます）。
          </li>
          <li>処理できたら 2xx で応答します。2xx 以外・10秒以内に応答がない場合は失敗とみなします（リダイレクトは追いません）。</li>
          <li>同じイベントIDは一度だけ処理し、重複は 2xx で応答して読み捨てます。</li>
        </ol>
        <p className={styles.note}>
          失敗した通知は10秒後から間隔を倍にして（最長1時間ごと）、2xx で応答されるまで再送します。同じ送信先への通知は古い順に1件ずつ届き、失敗した通知の後ろの通知は待機します。
        </p>
      </div>
    </TitledSection>
  );
}
