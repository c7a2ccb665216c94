import { GROUP_CODE, type HotelCode } from '@hotel/shared/constants';
import { HOTEL_MEETINGS_MENU, HOTEL_THIRD_MENU } from '@hotel/shared/hotel-menu';
import type { hotels } from '../../schema/hotel.ts';
import { brandLogo } from './brands.ts';
import { groupImage, hotelImage } from './image-paths.ts';

type HotelRow = typeof hotels.$inferInsert;

/** A hotel row before brand ids exist: the brand is named by its slug. */
export type DemoHotel = Omit<HotelRow, 'brandId'> & { brandSlug: string | null };

interface HotelText {
  code: HotelCode;
  brandSlug: string;
  cityCode: string;
  name: string;
  shortName: string;
  nameEn: string;
  tel: string;
  feature: string;
  businessType: string;
  description: string;
  address: string;
  zipCode: string;
  openingDate?: string;
  /** Near the street address, WGS 84 (the point a map shows; decision 0036). */
  latitude: number;
  longitude: number;
  starRating: number;
  checkInTime: string;
  checkOutTime: string;
}

const HOTEL_TEXTS: HotelText[] = [
  {
    code: 'pro001',
    brandSlug: 'felton-grand',
    cityCode: 'HGH',
    name: 'フェルトン・グランド杭州西湖',
    shortName: '杭州西湖',
    nameEn: 'Felton Grand Hangzhou West Lake',
    tel: '0571-8799-0001',
    feature: '湖畔リゾート',
    businessType: 'ラグジュアリー',
    description:
      '西湖の西岸、楊公堤の緑に抱かれたフェルトン・グランド杭州西湖は、グループの旗艦ホテルです。多くの客室から湖や庭園を望み、蘇堤に立ちこめる朝霧や雷峰塔を染める夕景を間近に感じていただけます。宋代の文人の邸宅をイメージした館内には、西湖龍井茶を味わえる茶館「聴雨軒」、杭州料理の「湖心閣」、自然光が差し込む屋内プールとスパ「雲水」を備えています。1,200㎡のグランドボールルームをはじめとする会議施設は国際会議にも対応し、記念日のご旅行から公式行事まで、格調あるおもてなしでお迎えいたします。',
    address: '浙江省杭州市西湖区楊公堤168号',
    zipCode: '310007',
    latitude: 30.2468,
    longitude: 120.1336,
    starRating: 5,
    checkInTime: '15:00',
    checkOutTime: '12:00',
  },
  {
    code: 'pro003',
    brandSlug: 'felton',
    cityCode: 'HGH',
    name: 'フェルトン杭州銭塘',
    shortName: '杭州銭塘',
    nameEn: 'Felton Hangzhou Qiantang',
    tel: '0571-8688-0003',
    feature: 'ウェディング',
    businessType: 'アッパーアップスケール',
    description:
      '銭塘江のほとり、杭州の新たな中心地である銭江新城に立つフェルトン杭州銭塘は、川と街の眺望を楽しめる都市型ホテルです。ガラス張りのガーデンチャペル「潮音」と、最大500名様をお迎えできるバンケットホール「鳳凰」を備え、杭州屈指のウェディング会場として多くのご夫婦に選ばれてきました。広東料理「粤珍」の飲茶や、夜景が広がるリバーサイドラウンジ「観潮」など、ご滞在を彩る施設も充実しています。地下鉄駅から徒歩5分、杭州東駅から車で約15分と、ビジネスにも観光にも便利な立地です。',
    address: '浙江省杭州市上城区之江路1288号',
    zipCode: '310008',
    latitude: 30.2272,
    longitude: 120.1952,
    starRating: 5,
    checkInTime: '14:00',
    checkOutTime: '12:00',
  },
  {
    code: 'pro005',
    brandSlug: 'felton',
    cityCode: 'SHX',
    name: 'フェルトン紹興',
    shortName: '紹興',
    nameEn: 'Felton Shaoxing',
    tel: '0575-8812-0005',
    feature: 'スポーツ会場至近',
    businessType: 'アップスケール',
    description:
      '水郷の古都・紹興の新市街に位置するフェルトン紹興は、国際大会の舞台となる鏡湖国家スポーツセンターまで徒歩8分の好立地にあります。大会や合宿で訪れる選手・関係者のご宿泊を数多くお迎えしており、栄養面に配慮したお食事や早朝の朝食、大型荷物のお預かりなどにも柔軟に対応いたします。紹興料理と紹興酒を楽しめる「越味」では、地元の味をじっくりとご堪能ください。魯迅故里や沈園などの名所へも車で20分ほどで、観戦と観光をあわせたご旅行にも最適です。',
    address: '浙江省紹興市越城区鏡湖大道588号',
    zipCode: '312000',
    latitude: 29.9951,
    longitude: 120.5489,
    starRating: 4,
    checkInTime: '14:00',
    checkOutTime: '12:00',
  },
  {
    code: 'pro006',
    brandSlug: 'felton',
    cityCode: 'NGB',
    name: 'フェルトン寧波',
    shortName: '寧波',
    nameEn: 'Felton Ningbo',
    tel: '0574-8730-0006',
    feature: '三江口ビュー',
    businessType: 'アッパーアップスケール',
    description:
      '甬江・奉化江・余姚江の三つの川が出合う三江口に面したフェルトン寧波は、港町・寧波の歴史と現在を一望できるホテルです。老外灘や天一閣へは徒歩圏内で、街歩きの拠点としても最適です。寧波料理の「甬江」では東シナ海の新鮮な魚介を使った伝統の味を、最上階のルーフトップバー「三江」では川面にきらめく夜景をお楽しみいただけます。大小8つの会議室と専任のイベントプランナーが、商談から国際展示会の関連行事まで、ビジネスのご滞在を確かにサポートいたします。',
    address: '浙江省寧波市海曙区濱江路99号',
    zipCode: '315010',
    latitude: 29.8768,
    longitude: 121.5563,
    starRating: 4,
    checkInTime: '14:00',
    checkOutTime: '12:00',
  },
  {
    code: 'pro008',
    brandSlug: 'yunqi',
    cityCode: 'HZH',
    name: '雲栖リゾート湖州',
    shortName: '湖州安吉',
    nameEn: 'Yunqi Resort Huzhou',
    tel: '0572-8566-0008',
    feature: '竹林と茶畑',
    businessType: 'リゾート',
    description:
      '白茶の産地として知られる湖州市安吉県の山あいに、雲栖リゾート湖州は静かに佇んでいます。敷地を囲む竹林と茶畑の間に客室棟とヴィラが点在し、朝は鳥のさえずりで目覚め、夜は満天の星空に包まれる、自然に寄り添う滞在をお約束します。中国伝統の養生法を取り入れたスパ「雲栖養生館」、春の茶摘みや製茶の体験、竹林の中で行う朝のヨガなど、心身を整えるプログラムが充実しています。杭州市内から車で約1時間、週末のリトリートにも最適です。',
    address: '浙江省湖州市安吉県渓龍郷白茶谷路8号',
    zipCode: '313300',
    latitude: 30.5862,
    longitude: 119.7301,
    starRating: 5,
    checkInTime: '15:00',
    checkOutTime: '12:00',
  },
  {
    code: 'pro009',
    brandSlug: 'felton',
    cityCode: 'SZV',
    name: 'フェルトン蘇州',
    shortName: '蘇州',
    nameEn: 'Felton Suzhou',
    tel: '0512-6588-0009',
    feature: '2027年4月開業',
    businessType: 'アッパーアップスケール',
    description:
      '2027年4月1日、古典園林の街・蘇州の旧市街に、フェルトン蘇州が開業いたします。白壁と黒瓦の街並みが残る平江路から徒歩圏内に位置し、館内の中庭には蘇州園林の様式を取り入れた回遊式庭園を設けました。茶室「聴琴」では洞庭湖畔で育まれた碧螺春を、レストランでは季節の蘇州料理をご用意し、夜には伝統芸能である評弾の演奏もお楽しみいただけます。運河クルーズや自転車での街めぐりなど、蘇州の暮らしに触れるレジャーも充実させてまいります。',
    address: '江蘇省蘇州市姑蘇区干将東路1066号',
    zipCode: '215000',
    latitude: 31.3113,
    longitude: 120.6298,
    starRating: 5,
    checkInTime: '15:00',
    checkOutTime: '12:00',
    openingDate: '2027-04-01',
  },
];

const GROUP_ROW: DemoHotel = {
  code: GROUP_CODE,
  isGroup: true,
  brandSlug: null,
  cityCode: null,
  name: 'フェルトン・ホテルズ & リゾーツ',
  shortName: 'フェルトン',
  nameEn: 'Felton Hotels & Resorts',
  tel: '400-820-0018',
  feature: 'ホテルグループ',
  businessType: 'ホテル運営',
  description:
    'フェルトン・ホテルズ & リゾーツは、杭州に本社を置くホテルグループです。「江南の美意識を、旅のすべてに」を理念に、フェルトン・グランド、フェルトン、雲栖リゾート、清和インの四つのホテルブランドと、サービスアパートメントのフェルトン・エステートを展開しています。西湖のほとりの旗艦ホテルから、茶畑に囲まれたリゾート、運河の町の都市型ホテルまで、それぞれの土地の文化と食を大切にしたおもてなしで、国内外のお客様をお迎えしています。',
  address: '浙江省杭州市上城区富春路701号 フェルトンセンター18階',
  zipCode: '310020',
  thumbnail: groupImage('overview.webp'),
  pcThumbnail: groupImage('overview.webp'),
  showImage: groupImage('overview.webp'),
  logoImage: brandLogo('felton'),
  isPreOpening: false,
  openingDate: null,
  thirdMenu: '',
  meetingsMenu: '',
  sortOrder: 0,
  // Requests sent to the group itself (decision 0043); demo addresses, caught at /__dev/mail.
  reservationEmail: `reservations.${GROUP_CODE}@example.com`,
  // The group is not a place to stay: no position, grade or check-in times.
  latitude: null,
  longitude: null,
  starRating: null,
  checkInTime: null,
  checkOutTime: null,
};

/** The group row followed by the six hotels in display order. */
export const DEMO_HOTELS: DemoHotel[] = [
  GROUP_ROW,
  ...HOTEL_TEXTS.map(
    (h, i): DemoHotel => ({
      ...h,
      isGroup: false,
      thumbnail: hotelImage(h.code, 'thumb.webp'),
      pcThumbnail: hotelImage(h.code, 'show.webp'),
      showImage: hotelImage(h.code, 'show.webp'),
      logoImage: hotelImage(h.code, 'logo.svg'),
      isPreOpening: h.openingDate !== undefined,
      openingDate: h.openingDate ?? null,
      thirdMenu: HOTEL_THIRD_MENU[h.code],
      meetingsMenu: HOTEL_MEETINGS_MENU[h.code],
      sortOrder: i + 1,
      // Where the hotel's notices go (decision 0043); demo addresses, caught at /__dev/mail.
      reservationEmail: `reservations.${h.code}@example.com`,
    }),
  ),
];

/** A demo hotel (or the group row) by code, for text that quotes its name, address or phone. */
export function demoHotel(code: string): DemoHotel {
  const hotel = DEMO_HOTELS.find((h) => h.code === code);
  if (!hotel) throw new Error(`unknown demo hotel ${code}`);
  return hotel;
}
