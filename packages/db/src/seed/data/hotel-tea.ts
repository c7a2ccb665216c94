import type { HotelCode } from '@hotel/shared/constants';
import type { TeaText } from './hotel-content.ts';

/** Second tab of each hotel's third menu page: the tea house (pro003: entertainment lounge). */
export const TEA: Record<HotelCode, TeaText> = {
  pro001: {
    title: '茶館「聴雨軒」',
    desc: '竹林の庭に面した茶館「聴雨軒」では、西湖を囲む丘陵の契約農家から届く西湖龍井を中心に、浙江の銘茶をご用意しています。茶藝師が湯の温度や注ぎ方を一煎ごとに変えながら、お茶の香りと味の移ろいをご案内いたします。定勝糕や桂花糕などの杭州の伝統菓子とともに、雨音に耳を澄ませるような静かなひとときをお過ごしください。営業時間は10時から22時までです。',
    enTitles: ['Longjing Tea', 'Tea Ceremony', 'Hangzhou Sweets', 'Bamboo Garden'],
  },
  pro003: {
    title: 'リバーサイドラウンジ「観潮」',
    desc: '銭塘江を望むリバーサイドラウンジ「観潮」は、昼はアフタヌーンティー、夜はジャズの生演奏とカクテルを楽しめる、ホテルの社交の場です。毎週末には弦楽やピアノのライブを開催し、挙式後のご親族の歓談や二次会の会場としてもご利用いただけます。大潮の時期には、窓辺の席から銭塘江の名物である逆流潮をご覧いただけることもあります。',
    enTitles: ['Live Music', 'Afternoon Tea', 'Tidal Bore View', 'Night Lounge'],
  },
  pro005: {
    title: '茶房「日鋳」',
    desc: '茶房「日鋳」の名は、宋代の文人にも愛された紹興の銘茶・日鋳茶に由来します。小さな粒状に丸めた平水珠茶や、紹興の山あいで育った緑茶を、紹興の伝統菓子とともにお楽しみいただけます。夜は紹興酒のバーとなり、熟成年数の異なる紹興酒の飲み比べもご用意しています。観戦や観光の合間に、ほっとひと息つける場所です。',
    enTitles: ['Rizhu Tea', 'Pingshui Gunpowder', 'Shaoxing Wine', 'Tea Lounge'],
  },
  pro006: {
    title: '茶館「甬上」',
    desc: '寧波の古い呼び名「甬」を冠した茶館「甬上」では、寧海の山で育つ望海茶をはじめ、浙江東部の銘茶をご用意しています。三江口を望む窓辺の席で、寧波名物の湯円や米菓子とともに、ゆったりとお茶をお楽しみください。商談の前後の打ち合わせや、少人数のご会食にご利用いただける個室も2室備えています。',
    enTitles: ['Wanghai Tea', 'Tea House', 'Ningbo Sweets', 'River View'],
  },
  pro008: {
    title: '茶寮「竹里」',
    desc: 'リゾートのある安吉県は、安吉白茶の産地として知られています。茶寮「竹里」では、敷地内の茶畑で育てた白茶を、竹林に張り出したテラス席で味わっていただけます。春の新茶の季節には茶摘みの体験を、通年で製茶の見学と茶藝の教室を行っており、一杯のお茶ができるまでの手仕事に触れていただけます。',
    enTitles: ['Anji White Tea', 'Tea Picking', 'Tea Making', 'Bamboo Terrace'],
  },
  pro009: {
    title: '茶室「聴琴」',
    desc: '中庭の園林に面した茶室「聴琴」では、蘇州・洞庭山で育つ碧螺春を中心に、江蘇の銘茶をご用意する予定です。螺旋状に巻かれた細い茶葉から立ちのぼる、果樹の花のような香りをお楽しみください。夕暮れには評弾の演奏を聴きながら、季節の蘇州菓子とともに古都の時間を味わっていただけます。2027年4月1日の開業と同時にご利用いただけます。',
    enTitles: ['Biluochun', 'Tea Room', 'Pingtan', 'Garden'],
  },
};
