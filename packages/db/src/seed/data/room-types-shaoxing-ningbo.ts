import { roomType, type RoomTypeText } from './room-facilities.ts';

/** フェルトン紹興 */
export const PRO005_ROOMS: RoomTypeText[] = [
  roomType({
    code: 'SK', name: 'スーペリアキング', nameEn: 'Superior King',
    sizeSqm: 34, defaultRooms: 40, basePrice: 680, isRecommended: true,
    features: ['スポーツセンター側', '禁煙', 'ワークスペース'],
    extraFacilities: ['レインシャワー', '温水洗浄便座', 'デスク・ワークチェア', 'USB充電ポート'],
    remark:
      '鏡湖国家スポーツセンターの方角を望む、シンプルで機能的なキングルームです。観戦のご旅行や出張でのご滞在に使いやすい設えで、デスクまわりには電源とUSBポートをまとめて配置しました。',
  }),
  roomType({
    code: 'ST', name: 'スーペリアツイン', nameEn: 'Superior Twin',
    sizeSqm: 34, defaultRooms: 40, basePrice: 680, isRecommended: true,
    features: ['チーム利用に人気', '禁煙', '大型荷物スペース'],
    extraFacilities: ['レインシャワー', '温水洗浄便座', 'デスク・ワークチェア', 'USB充電ポート'],
    remark:
      '大会や合宿で訪れるチームのご利用が多いツインルームです。入口脇には競技用具やスーツケースを置ける広めの荷物スペースを設けました。同じフロアへのまとまったお部屋割りもご相談ください。',
  }),
  roomType({
    code: 'DK', name: 'デラックスキング', nameEn: 'Deluxe King',
    sizeSqm: 42, defaultRooms: 24, basePrice: 880, isRecommended: false,
    features: ['高層階', 'バスタブ付き', 'ソファスペース'],
    extraFacilities: ['バスタブ', 'レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', 'デスク・ワークチェア'],
    remark:
      '高層階のゆとりある客室で、窓辺のソファから紹興の新市街と遠くの会稽山を望めます。深めのバスタブで観光や試合観戦の疲れを癒やし、翌日に備えてゆっくりとお休みください。',
  }),
  roomType({
    code: 'DT', name: 'デラックスツイン（ロングベッド）', nameEn: 'Deluxe Twin, Long Beds',
    sizeSqm: 42, defaultRooms: 24, basePrice: 880, isRecommended: false, bedType: 'クイーンベッド（150×210cm）2台',
    features: ['長さ210cmのベッド', '高層階', 'ストレッチマット完備'],
    extraFacilities: ['バスタブ', 'レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', '加湿器・空気清浄機'],
    remark:
      '長さ210cmのベッドを備え、長身のアスリートの方にもゆったりお休みいただけるツインルームです。ストレッチマットとフォームローラーを常備しており、試合前後のコンディショニングにもお役立てください。',
  }),
  roomType({
    code: 'SU', name: 'フェルトン・スイート', nameEn: 'Felton Suite',
    sizeSqm: 85, defaultRooms: 8, basePrice: 1680, isRecommended: true,
    features: ['角部屋', '独立したリビング', '会議テーブル'],
    extraFacilities: ['バスタブ', 'レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', 'ダイニングテーブル', '加湿器・空気清浄機'],
    remark:
      '独立したリビングに6名様まで着席できるテーブルを備えたスイートです。大会関係者の打ち合わせや少人数の会食にもご利用いただけます。寝室からは紹興の街並みが広がり、夜は静かにお過ごしいただけます。',
  }),
];

/** フェルトン寧波 */
export const PRO006_ROOMS: RoomTypeText[] = [
  roomType({
    code: 'SK', name: 'スーペリアキング', nameEn: 'Superior King',
    sizeSqm: 35, defaultRooms: 38, basePrice: 780, isRecommended: false,
    features: ['シティビュー', '禁煙', 'ワークスペース'],
    extraFacilities: ['レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', 'デスク・ワークチェア', 'USB充電ポート'],
    remark:
      '海曙区の街並みを望むキングルームです。老外灘や天一閣へ歩いて出かけられる立地を生かし、観光にもビジネスにも使いやすい客室に仕上げました。遮光カーテンと防音窓で、静かな夜をお約束します。',
  }),
  roomType({
    code: 'ST', name: 'スーペリアツイン', nameEn: 'Superior Twin',
    sizeSqm: 35, defaultRooms: 32, basePrice: 780, isRecommended: false,
    features: ['シティビュー', '禁煙', 'エキストラベッド可'],
    extraFacilities: ['レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', 'デスク・ワークチェア', 'USB充電ポート'],
    remark:
      '同僚との出張やご友人とのご旅行に便利なツインルームです。ベッドの間には十分な間隔を取り、それぞれのベッドサイドに読書灯と充電用のコンセントを備えました。3名様でのご利用も承ります。',
  }),
  roomType({
    code: 'DK', name: 'デラックスキング（リバービュー）', nameEn: 'Deluxe King, River View',
    sizeSqm: 44, defaultRooms: 26, basePrice: 980, isRecommended: true,
    features: ['三江口側', '高層階', 'ビューバス'],
    extraFacilities: ['バスタブ', 'レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', 'Bluetoothスピーカー'],
    remark:
      '三つの川が合流する三江口を眼下に望む客室です。行き交う船や対岸の老外灘の街並みを眺めながら、ビューバスでおくつろぎください。夕暮れから夜にかけて、川沿いに灯りがともる景色は特に人気です。',
  }),
  roomType({
    code: 'EX', name: 'エグゼクティブキング', nameEn: 'Executive King',
    sizeSqm: 56, defaultRooms: 14, basePrice: 1380, isRecommended: true,
    features: ['三江口側', 'エグゼクティブラウンジ利用', '高層階'],
    extraFacilities: ['バスタブ', 'レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', 'デスク・ワークチェア', 'Bluetoothスピーカー'],
    remark:
      'エグゼクティブラウンジでのご朝食やイブニングカクテル、プレスサービス（1日2点まで）などが付いた客室です。商談前の資料準備やオンライン会議にも集中できるよう、大きめのデスクと高速回線をご用意しています。',
  }),
  roomType({
    code: 'SU', name: '三江口スイート', nameEn: 'Sanjiangkou Suite',
    sizeSqm: 96, defaultRooms: 8, basePrice: 2280, isRecommended: true,
    features: ['三江口側', '角部屋', '独立したリビング', 'エグゼクティブラウンジ利用'],
    extraFacilities: ['バスタブ', 'レインシャワー', 'ネスプレッソマシン', '温水洗浄便座', 'ダイニングテーブル', '中国茶セット'],
    remark:
      '角部屋の大きな窓から三江口を一望するスイートです。独立したリビングとダイニングを備え、ご家族でのご滞在や大切なお客様との会食にも対応いたします。エグゼクティブラウンジの特典もご利用いただけます。',
  }),
];
