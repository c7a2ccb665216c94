import { QUEEN_TWIN_BEDS, roomType, type RoomTypeText } from './room-facilities.ts';

/** 雲栖リゾート湖州 */
export const PRO008_ROOMS: RoomTypeText[] = [
  roomType({
    code: 'DK', name: 'デラックスキング（竹林ビュー）', nameEn: 'Deluxe King, Bamboo Forest View',
    sizeSqm: 52, defaultRooms: 24, basePrice: 1480, isRecommended: true,
    features: ['竹林側', 'バルコニー付き', '窓辺のデイベッド'],
    extraFacilities: ['バスタブ', 'レインシャワー', '温水洗浄便座', '中国茶セット', '加湿器・空気清浄機', 'ヨガマット'],
    remark:
      'バルコニーの目の前に竹林が広がる客室です。風に揺れる竹の葉音を聞きながら、窓辺のデイベッドで読書やお昼寝をお楽しみください。客室には安吉白茶と茶器をご用意しており、いつでも淹れたてのお茶を味わえます。',
  }),
  roomType({
    code: 'DT', name: 'デラックスツイン（竹林ビュー）', nameEn: 'Deluxe Twin, Bamboo Forest View',
    sizeSqm: 52, defaultRooms: 18, basePrice: 1480, isRecommended: false, bedType: QUEEN_TWIN_BEDS,
    features: ['竹林側', 'バルコニー付き', 'ファミリーに人気'],
    extraFacilities: ['バスタブ', 'レインシャワー', '温水洗浄便座', '中国茶セット', '加湿器・空気清浄機', 'ヨガマット'],
    remark:
      '幅150cmのベッドを二台備えた、ゆとりあるツインルームです。お子様連れのご家族や三世代のご旅行にも快適にお過ごしいただけます。竹林に面したバルコニーでは、朝の澄んだ空気の中でお茶の時間をお楽しみください。',
  }),
  roomType({
    code: 'EX', name: 'エグゼクティブキング（茶畑ビュー）', nameEn: 'Executive King, Tea Garden View',
    sizeSqm: 68, defaultRooms: 12, basePrice: 2280, isRecommended: true,
    features: ['茶畑側', '丘の上の眺望', '半露天風呂', '茶藝セット'],
    extraFacilities: ['バスタブ', 'レインシャワー', '温水洗浄便座', '中国茶セット', '加湿器・空気清浄機', 'ヨガマット'],
    remark:
      '丘の斜面に広がる茶畑を見下ろす客室で、テラスには半露天風呂を設えました。本格的な茶藝セットを備え、ご到着時にはスタッフが安吉白茶の淹れ方をご案内いたします。春の新茶の季節には、茶摘みの様子を間近にご覧いただけます。',
  }),
  roomType({
    code: 'SU', name: '竹林ヴィラ・スイート', nameEn: 'Bamboo Forest Villa Suite',
    sizeSqm: 120, defaultRooms: 8, basePrice: 3580, isRecommended: true,
    features: ['一棟建てヴィラ', 'プライベートガーデン', '露天風呂付き', '専用カート送迎'],
    extraFacilities: ['バスタブ', 'レインシャワー', '温水洗浄便座', '中国茶セット', 'ダイニングテーブル', 'ネスプレッソマシン'],
    remark:
      '竹林の中に佇む一棟建てのヴィラです。塀に囲まれたプライベートガーデンには露天風呂を備え、人目を気にせず森の空気に包まれてお過ごしいただけます。ご希望に応じて、ヴィラでのご朝食やプライベートスパもご手配いたします。',
  }),
];

/** フェルトン蘇州（2027年4月1日開業） */
export const PRO009_ROOMS: RoomTypeText[] = [
  roomType({
    code: 'SK', name: 'スーペリアキング', nameEn: 'Superior King',
    sizeSqm: 36, defaultRooms: 36, basePrice: 880, isRecommended: false,
    features: ['旧市街側', '禁煙', '格子窓のしつらえ'],
    extraFacilities: ['レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', '中国茶セット', 'デスク・ワークチェア'],
    remark:
      '蘇州の伝統的な格子窓をモチーフにした、落ち着きのあるキングルームです。旧市街の黒瓦の屋根並みを望み、平江路や拙政園への散策の拠点として快適にお過ごしいただけます。',
  }),
  roomType({
    code: 'ST', name: 'スーペリアツイン', nameEn: 'Superior Twin',
    sizeSqm: 36, defaultRooms: 30, basePrice: 880, isRecommended: false,
    features: ['旧市街側', '禁煙', 'エキストラベッド可'],
    extraFacilities: ['レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', '中国茶セット', 'デスク・ワークチェア'],
    remark:
      'ご友人やご家族との旅に使いやすいツインルームです。客室には蘇州刺繍をあしらったクッションや、地元の職人による螺鈿の小物をしつらえ、街の手仕事の美しさを身近に感じていただけます。',
  }),
  roomType({
    code: 'DK', name: 'デラックスキング（ガーデンビュー）', nameEn: 'Deluxe King, Garden View',
    sizeSqm: 45, defaultRooms: 26, basePrice: 1180, isRecommended: true,
    features: ['中庭側', '窓辺のデイベッド', 'バスタブ付き'],
    extraFacilities: ['バスタブ', 'レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', '中国茶セット', 'Bluetoothスピーカー'],
    remark:
      '館内の回遊式庭園を見下ろす客室です。池に架かる石橋や太湖石、季節ごとに表情を変える草木を、窓辺のデイベッドからゆったりとお楽しみいただけます。夜は庭園のライトアップが幻想的な雰囲気を演出します。',
  }),
  roomType({
    code: 'DT', name: 'デラックスツイン（ガーデンビュー）', nameEn: 'Deluxe Twin, Garden View',
    sizeSqm: 45, defaultRooms: 20, basePrice: 1180, isRecommended: true,
    features: ['中庭側', 'バスタブ付き', 'エキストラベッド可'],
    extraFacilities: ['バスタブ', 'レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', '中国茶セット', 'Bluetoothスピーカー'],
    remark:
      '回遊式庭園に面したツインルームです。ゆとりのある間取りで、3名様でのご滞在にも対応いたします。朝は庭園を散策してから、茶室「聴琴」で碧螺春とともに一日を始めてみてはいかがでしょうか。',
  }),
  roomType({
    code: 'SU', name: '園林スイート', nameEn: 'Classical Garden Suite',
    sizeSqm: 98, defaultRooms: 8, basePrice: 2380, isRecommended: true,
    features: ['専用の坪庭', '独立したリビング', '書斎', 'ビューバス'],
    extraFacilities: ['バスタブ', 'レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', '中国茶セット', 'ダイニングテーブル'],
    remark:
      '蘇州の文人の書斎をイメージしたスイートです。専用の坪庭に面したリビングと書斎を備え、香を焚き、お茶を淹れ、書に親しむ文人の暮らしを追体験していただけます。開業記念の特別な滞在にもおすすめです。',
  }),
];
