import { GROUP_CODE, type HotelCode } from '@hotel/shared/constants';
import type { banners } from '../../schema/hotel.ts';
import { groupImage, hotelImage } from './image-paths.ts';

type BannerRow = typeof banners.$inferInsert;
type BannerText = { title: string; subTitle: string; link: string };

const GROUP_BANNERS: BannerText[] = [
  { title: 'ようこそ、江南の旅へ', subTitle: '西湖のほとりから運河の町まで、六つのホテルでお待ちしております', link: '/hotels' },
  { title: '早期予約で最大15％オフ', subTitle: '江南の街を巡る、季節の特別プランをご用意しました', link: '/sales' },
  { title: '会議と宴会のご相談', subTitle: '1,000名様規模の国際会議から少人数の役員会議まで承ります', link: '/meetings' },
  { title: 'フェルトン蘇州 2027年4月開業', subTitle: '古典園林の街に、新しい滞在のかたちを', link: '/pro009/home' },
];

const HOTEL_BANNERS: Record<HotelCode, BannerText[]> = {
  pro001: [
    { title: '西湖を望む、静謐のひととき', subTitle: '湖と庭園に抱かれた旗艦ホテルへようこそ', link: '/pro001/rooms' },
    { title: '茶館「聴雨軒」で味わう西湖龍井', subTitle: '茶藝師が一煎ずつ丁寧にお淹れします', link: '/pro001/health-and-tea' },
    { title: 'グランドボールルーム 1,200㎡', subTitle: '国際会議や格式ある祝宴の舞台に', link: '/pro001/meetings' },
  ],
  pro003: [
    { title: '銭塘江を望むガーデンチャペル', subTitle: '光に包まれる「潮音」で、誓いのときを', link: '/pro003/health-and-tea' },
    { title: '川と街の夜景を、客室から', subTitle: '銭江新城の眺望を楽しむ都市型ホテル', link: '/pro003/rooms' },
    { title: 'ウェディングフェア開催中', subTitle: '試食付きのご相談会を毎週末に承ります', link: '/pro003/sales' },
  ],
  pro005: [
    { title: '鏡湖国家スポーツセンターまで徒歩8分', subTitle: '観戦も遠征も、会場のすぐそばで', link: '/pro005/health-and-tea' },
    { title: '紹興料理と紹興酒「越味」', subTitle: '熟成年数の異なる紹興酒との組み合わせをお楽しみください', link: '/pro005/sales' },
    { title: '会議と仕出しのご相談', subTitle: '大会運営のお弁当から懇親会のケータリングまで', link: '/pro005/meetings' },
  ],
  pro006: [
    { title: '三つの川が出合う場所で', subTitle: '三江口を一望する港町のホテル', link: '/pro006/rooms' },
    { title: 'ルーフトップバー「三江」', subTitle: '川面にきらめく夜景とオリジナルカクテルを', link: '/pro006/sales' },
    { title: 'ビジネスを支える8つの会議室', subTitle: '専任のイベントプランナーがご案内します', link: '/pro006/meetings' },
  ],
  pro008: [
    { title: '竹林と茶畑に抱かれて', subTitle: '安吉の山あいで、深呼吸する休日を', link: '/pro008/rooms' },
    { title: '茶摘みと製茶の体験', subTitle: '安吉白茶の茶畑で、一杯のお茶ができるまでを', link: '/pro008/health-and-tea' },
    { title: '雲栖養生館のスパ', subTitle: '中国伝統の養生法で心と体を整える', link: '/pro008/health-and-tea' },
  ],
  pro009: [
    { title: '2027年4月1日 開業', subTitle: '古典園林の街・蘇州の旧市街に誕生します', link: '/pro009/about-us' },
    { title: '茶室「聴琴」', subTitle: '碧螺春の香りと評弾の調べに包まれて', link: '/pro009/health-and-tea' },
    { title: '開業記念の先行予約', subTitle: 'ご宿泊の特典付きプランを受付中です', link: '/pro009/sales' },
  ],
};

function toRows(hotelCode: string, texts: BannerText[], image: (n: number, suffix: string) => string): BannerRow[] {
  return texts.map((b, i) => ({
    hotelCode,
    title: b.title,
    subTitle: b.subTitle,
    image: image(i + 1, ''),
    imageMobile: image(i + 1, '-m'),
    link: b.link,
    sortOrder: i + 1,
  }));
}

export function demoBanners(): BannerRow[] {
  const rows = toRows(GROUP_CODE, GROUP_BANNERS, (n, s) => groupImage(`banner-${n}${s}.webp`));
  for (const [code, texts] of Object.entries(HOTEL_BANNERS)) {
    rows.push(...toRows(code, texts, (n, s) => hotelImage(code, `banner-${n}${s}.webp`)));
  }
  return rows;
}
