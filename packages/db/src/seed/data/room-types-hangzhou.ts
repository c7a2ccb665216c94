import { roomType, type RoomTypeText } from './room-facilities.ts';

/** フェルトン・グランド杭州西湖 */
export const PRO001_ROOMS: RoomTypeText[] = [
  roomType({
    code: 'SK', name: 'スーペリアキング（ガーデンビュー）', nameEn: 'Superior King, Garden View',
    sizeSqm: 42, defaultRooms: 36, basePrice: 1680, isRecommended: true,
    features: ['庭園側', 'バルコニー付き', '静かな低層階'],
    extraFacilities: ['バスタブ', 'レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', '中国茶セット'],
    remark:
      '竹と太湖石を配した中庭に面した客室です。床から天井までの窓越しに季節の緑を眺められ、バルコニーでは朝の澄んだ空気を感じていただけます。木の温もりを生かした内装に、西湖の水墨画をしつらえました。',
  }),
  roomType({
    code: 'ST', name: 'スーペリアツイン（ガーデンビュー）', nameEn: 'Superior Twin, Garden View',
    sizeSqm: 42, defaultRooms: 30, basePrice: 1680, isRecommended: false,
    features: ['庭園側', 'バルコニー付き', 'エキストラベッド可'],
    extraFacilities: ['バスタブ', 'レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', '中国茶セット'],
    remark:
      'ご友人同士やご家族での旅行に便利なツインルームです。中庭の緑を望む落ち着いた客室で、エキストラベッドを入れて3名様までご利用いただけます。ベッドは体圧を分散する高品質マットレスを採用しています。',
  }),
  roomType({
    code: 'DK', name: 'デラックスキング（レイクビュー）', nameEn: 'Deluxe King, Lake View',
    sizeSqm: 48, defaultRooms: 28, basePrice: 2180, isRecommended: true,
    features: ['湖側', '上層階', 'ビューバス', '窓辺のデイベッド'],
    extraFacilities: ['バスタブ', 'レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', '中国茶セット', 'Bluetoothスピーカー'],
    remark:
      '西湖を正面に望む上層階の客室です。窓辺のデイベッドからは蘇堤の柳並木や遠くの雷峰塔を眺められ、ビューバスでは湖の景色とともにゆったりとおくつろぎいただけます。朝霧に包まれる早朝の西湖は格別です。',
  }),
  roomType({
    code: 'DT', name: 'デラックスツイン（レイクビュー）', nameEn: 'Deluxe Twin, Lake View',
    sizeSqm: 48, defaultRooms: 20, basePrice: 2180, isRecommended: false,
    features: ['湖側', '上層階', 'ビューバス'],
    extraFacilities: ['バスタブ', 'レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', '中国茶セット', 'Bluetoothスピーカー'],
    remark:
      '湖側の上層階に位置するツインルームです。二台のベッドからそれぞれ西湖の景色を楽しめるよう、家具の配置にも工夫を凝らしました。三世代のご旅行など、3名様でのご滞在にもゆとりをもってご利用いただけます。',
  }),
  roomType({
    code: 'EX', name: 'エグゼクティブキング', nameEn: 'Executive King',
    sizeSqm: 62, defaultRooms: 14, basePrice: 2880, isRecommended: true,
    features: ['湖側', '最上階', 'エグゼクティブラウンジ利用', 'バトラーサービス'],
    extraFacilities: ['バスタブ', 'レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', '中国茶セット', 'デスク・ワークチェア'],
    remark:
      '最上階のエグゼクティブフロアに位置し、エグゼクティブラウンジでのご朝食、アフタヌーンティー、イブニングカクテルをお楽しみいただけます。専任のバトラーが、レストランのご予約から観光のご相談まで承ります。',
  }),
  roomType({
    code: 'SU', name: '西湖ビュー・スイート', nameEn: 'West Lake View Suite',
    sizeSqm: 120, defaultRooms: 8, basePrice: 3880, isRecommended: true,
    features: ['湖側', '角部屋', '独立したリビング', 'バトラーサービス', 'プライベートテラス'],
    extraFacilities: ['バスタブ', 'レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', '中国茶セット', 'ダイニングテーブル'],
    remark:
      '二方向の窓から西湖を見渡す角部屋のスイートです。独立したリビングとダイニング、湖に面したプライベートテラスを備え、記念日のご滞在やご家族での特別な旅にふさわしい空間をご用意しました。エグゼクティブラウンジもご利用いただけます。',
  }),
];

/** フェルトン杭州銭塘 */
export const PRO003_ROOMS: RoomTypeText[] = [
  roomType({
    code: 'SK', name: 'スーペリアキング', nameEn: 'Superior King',
    sizeSqm: 36, defaultRooms: 40, basePrice: 980, isRecommended: false,
    features: ['シティビュー', '禁煙', 'ワークスペース'],
    extraFacilities: ['レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', 'デスク・ワークチェア', 'USB充電ポート'],
    remark:
      '銭江新城の街並みを望む、機能的で居心地のよいキングルームです。ゆとりあるデスクと充実した電源を備え、出張でのご滞在にも快適にお使いいただけます。地下鉄駅までは徒歩5分です。',
  }),
  roomType({
    code: 'ST', name: 'スーペリアツイン', nameEn: 'Superior Twin',
    sizeSqm: 36, defaultRooms: 34, basePrice: 980, isRecommended: true,
    features: ['シティビュー', '禁煙', 'エキストラベッド可'],
    extraFacilities: ['レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', 'デスク・ワークチェア', 'USB充電ポート'],
    remark:
      '結婚式にご列席のご友人やご親族のご宿泊にも多くご利用いただいているツインルームです。お支度のための大きな鏡と明るい照明を備え、挙式当日の朝も慌てずにご準備いただけます。',
  }),
  roomType({
    code: 'DK', name: 'デラックスキング（リバービュー）', nameEn: 'Deluxe King, River View',
    sizeSqm: 45, defaultRooms: 28, basePrice: 1280, isRecommended: true,
    features: ['銭塘江側', '高層階', 'ビューバス'],
    extraFacilities: ['バスタブ', 'レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', 'Bluetoothスピーカー'],
    remark:
      '高層階から銭塘江の雄大な流れを一望する客室です。夜には対岸の高層ビル群のライトアップが川面に映り、ビューバスから都会の夜景をお楽しみいただけます。大潮の時期には名物の逆流潮を見られることもあります。',
  }),
  roomType({
    code: 'EX', name: 'エグゼクティブキング', nameEn: 'Executive King',
    sizeSqm: 58, defaultRooms: 16, basePrice: 1680, isRecommended: false,
    features: ['銭塘江側', 'エグゼクティブラウンジ利用', '高層階'],
    extraFacilities: ['バスタブ', 'レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', 'デスク・ワークチェア', 'Bluetoothスピーカー'],
    remark:
      'エグゼクティブフロアの広々としたキングルームです。ラウンジでのご朝食やイブニングカクテル、会議室の無料利用（2時間まで）などの特典が付き、ビジネスのご滞在をより快適にいたします。',
  }),
  roomType({
    code: 'SU', name: 'ブライダルスイート', nameEn: 'Bridal Suite',
    sizeSqm: 100, defaultRooms: 8, basePrice: 2680, isRecommended: true,
    features: ['銭塘江側', '独立したリビング', 'ドレッサールーム', 'ビューバス'],
    extraFacilities: ['バスタブ', 'レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', 'ダイニングテーブル', 'Bluetoothスピーカー'],
    remark:
      '挙式前日のお支度から当日のご休憩、初夜のご滞在まで、おふたりの特別な日に寄り添うスイートです。ヘアメイクに使える広いドレッサールームと、銭塘江を望むリビングを備えています。記念日のご宿泊にもおすすめです。',
  }),
];
