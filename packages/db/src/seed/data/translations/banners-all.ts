import { GROUP_CODE } from '@hotel/shared/constants';
import type { BannerTranslation } from '../../seed-translations-content.ts';

type Words = BannerTranslation['zh'];

/** A banner's words: hotel code and Japanese title (the seed sets no id), then Chinese and English. */
const banner = (hotelCode: string, ja: string, zh: Words, en: Words): BannerTranslation => ({ hotelCode, ja, zh, en });

/** Every banner of seed/data/banners.ts, the group's and each hotel's, in Chinese and English. */
export const BANNER_TRANSLATIONS: BannerTranslation[] = [
  banner(
    GROUP_CODE,
    'ようこそ、江南の旅へ',
    { title: '欢迎开启江南之旅', subTitle: '从西湖之畔到运河古城，六家酒店静候您的光临' },
    { title: 'Welcome to Jiangnan', subTitle: 'From the shores of West Lake to the canal towns, six hotels await you' },
  ),
  banner(
    GROUP_CODE,
    '早期予約で最大15％オフ',
    { title: '提前预订最高享8.5折', subTitle: '畅游江南城镇，季节限定礼遇已为您备好' },
    { title: 'Book early and save up to 15%', subTitle: 'Seasonal offers for a journey through the towns of Jiangnan' },
  ),
  banner(
    GROUP_CODE,
    '会議と宴会のご相談',
    { title: '会议与宴会咨询', subTitle: '从千人规模的国际会议到小型董事会议，我们悉心承办' },
    { title: 'Meetings and banquets', subTitle: 'From international conferences for 1,000 to intimate board meetings' },
  ),
  banner(
    GROUP_CODE,
    'フェルトン蘇州 2027年4月開業',
    { title: '苏州费尔顿酒店 2027年4月开业', subTitle: '在古典园林之城，开启全新的栖居方式' },
    { title: 'Felton Suzhou opens April 2027', subTitle: 'A new way to stay in the city of classical gardens' },
  ),

  banner(
    'pro001',
    '西湖を望む、静謐のひととき',
    { title: '临湖而居，静享西湖时光', subTitle: '欢迎来到湖光园景环抱的旗舰酒店' },
    { title: 'Quiet moments overlooking West Lake', subTitle: 'Welcome to our flagship hotel, embraced by the lake and its gardens' },
  ),
  banner(
    'pro001',
    '茶館「聴雨軒」で味わう西湖龍井',
    { title: '在“听雨轩”茶馆品味西湖龙井', subTitle: '茶艺师用心冲泡每一道茶' },
    { title: 'West Lake Longjing at the Tingyu Xuan teahouse', subTitle: 'Every infusion carefully brewed by our tea master' },
  ),
  banner(
    'pro001',
    'グランドボールルーム 1,200㎡',
    { title: '1,200平方米大宴会厅', subTitle: '国际会议与隆重庆典的理想舞台' },
    { title: 'Grand Ballroom, 1,200 m²', subTitle: 'A stage for international conferences and grand celebrations' },
  ),

  banner(
    'pro003',
    '銭塘江を望むガーデンチャペル',
    { title: '俯瞰钱塘江的花园教堂', subTitle: '在光影环绕的“潮音”，许下一生的誓言' },
    { title: 'A garden chapel overlooking the Qiantang River', subTitle: 'Exchange your vows in the light-filled Chaoyin chapel' },
  ),
  banner(
    'pro003',
    '川と街の夜景を、客室から',
    { title: '江景与城市夜色，尽收房中', subTitle: '坐览钱江新城风光的都市酒店' },
    { title: 'River and city lights from your room', subTitle: 'A city hotel with views over Qianjiang New Town' },
  ),
  banner(
    'pro003',
    'ウェディングフェア開催中',
    { title: '婚礼展火热进行中', subTitle: '每周末举办含试菜体验的婚礼咨询会' },
    { title: 'Wedding fair now on', subTitle: 'Consultations with a menu tasting every weekend' },
  ),

  banner(
    'pro005',
    '鏡湖国家スポーツセンターまで徒歩8分',
    { title: '步行8分钟即达镜湖国家体育中心', subTitle: '观赛、参赛，都近在咫尺' },
    { title: 'Eight minutes on foot to the Jinghu National Sports Centre', subTitle: 'Whether you are watching or competing, stay right by the venue' },
  ),
  banner(
    'pro005',
    '紹興料理と紹興酒「越味」',
    { title: '“越味”绍兴菜与绍兴黄酒', subTitle: '品味不同年份绍兴黄酒与佳肴的绝妙搭配' },
    { title: 'Yuewei: Shaoxing cuisine and Shaoxing wine', subTitle: 'Discover dishes paired with Shaoxing wines of different ages' },
  ),
  banner(
    'pro005',
    '会議と仕出しのご相談',
    { title: '会议与餐食外送咨询', subTitle: '从赛事运营的盒饭到联谊会的餐饮服务，一应俱全' },
    { title: 'Meetings and catering', subTitle: 'From boxed meals for event crews to catering for receptions' },
  ),

  banner(
    'pro006',
    '三つの川が出合う場所で',
    { title: '在三江交汇之处', subTitle: '尽览三江口风光的港城酒店' },
    { title: 'Where three rivers meet', subTitle: 'A harbour-city hotel overlooking the Sanjiangkou confluence' },
  ),
  banner(
    'pro006',
    'ルーフトップバー「三江」',
    { title: '“三江”屋顶酒吧', subTitle: '粼粼江面夜色，佐以原创鸡尾酒' },
    { title: 'Sanjiang rooftop bar', subTitle: 'Signature cocktails above the glittering river at night' },
  ),
  banner(
    'pro006',
    'ビジネスを支える8つの会議室',
    { title: '8间会议室，助力商务成功', subTitle: '专属活动策划师全程为您服务' },
    { title: 'Eight meeting rooms for business', subTitle: 'Our dedicated event planners are here to help' },
  ),

  banner(
    'pro008',
    '竹林と茶畑に抱かれて',
    { title: '竹林茶园环抱之中', subTitle: '在安吉山间，享受自在呼吸的假日' },
    { title: 'Among bamboo forests and tea gardens', subTitle: 'A holiday to breathe deeply in the hills of Anji' },
  ),
  banner(
    'pro008',
    '茶摘みと製茶の体験',
    { title: '采茶与制茶体验', subTitle: '在安吉白茶茶园，见证一杯好茶的诞生' },
    { title: 'Tea picking and tea making', subTitle: 'Follow a cup of Anji white tea from the garden to your hands' },
  ),
  banner(
    'pro008',
    '雲栖養生館のスパ',
    { title: '云栖养生馆水疗', subTitle: '以中国传统养生之道，调和身心' },
    { title: 'The spa at the Yunqi Wellness Pavilion', subTitle: 'Traditional Chinese wellbeing practices to restore body and mind' },
  ),

  banner(
    'pro009',
    '2027年4月1日 開業',
    { title: '2027年4月1日 盛大开业', subTitle: '落址古典园林之城苏州的古城区' },
    { title: 'Opening 1 April 2027', subTitle: "In the old town of Suzhou, the city of classical gardens" },
  ),
  banner(
    'pro009',
    '茶室「聴琴」',
    { title: '“听琴”茶室', subTitle: '沉浸于碧螺春的清香与评弹的悠扬之中' },
    { title: 'The Tingqin tea room', subTitle: 'Fragrant Biluochun tea to the sound of pingtan ballads' },
  ),
  banner(
    'pro009',
    '開業記念の先行予約',
    { title: '开业纪念 抢先预订', subTitle: '含住宿礼遇的特别方案现已开放预订' },
    { title: 'Opening offer: book ahead', subTitle: 'Special packages with stay benefits, now open for booking' },
  ),
];
