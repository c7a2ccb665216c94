import { demoHotel, DEMO_HOTELS } from './hotels.ts';
import { GROUP_EMAIL } from './company.ts';

/** Footer page 82: contact details of the group and every hotel. */
export function contactHtml(): string {
  const group = demoHotel('pro018');
  const hotelRows = DEMO_HOTELS.filter((h) => !h.isGroup)
    .map((h) => {
      const note = h.isPreOpening ? '（開業準備室）' : '';
      return `<li><strong>${h.name}</strong>${note}<br>電話：${h.tel}<br>住所：〒${h.zipCode} ${h.address}</li>`;
    })
    .join('');
  return `<p>フェルトン・ホテルズ & リゾーツへのお問い合わせは、下記の窓口で承ります。客室のご予約やご宿泊に関するご相談は、各ホテルへ直接ご連絡いただくと、よりスムーズにご案内できます。</p>

<h3>グループ本社</h3>
<p>${group.name}<br>〒${group.zipCode} ${group.address}<br>予約・総合案内：${group.tel}（毎日 8:00～22:00、中国時間）<br>メール：${GROUP_EMAIL}</p>

<h3>各ホテルのお問い合わせ先</h3>
<ul>${hotelRows}</ul>

<h3>お問い合わせの前に</h3>
<ul><li>ご予約の確認・キャンセルは、会員ページの予約履歴からもお手続きいただけます</li><li>メールでのお問い合わせには、2営業日以内にご返信いたします</li><li>お電話では日本語でのご案内も承ります（9:00～21:00、中国時間）</li><li>中国時間は日本時間より1時間遅れています</li></ul>

<h3>会議・宴会・婚礼のご相談</h3>
<p>会議や宴会、婚礼のご相談は、各ホテルの会議・宴会のページにあるお申し込みフォームからもお送りいただけます。担当者より折り返しご連絡いたします。</p>`;
}
