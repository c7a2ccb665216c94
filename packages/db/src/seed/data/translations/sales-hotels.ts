import type { SaleTranslation } from '../../seed-translations-content.ts';

/**
 * The hotels' own offers (seed/data/sales-hotels.ts) in Chinese and English, keyed by the
 * offer's Japanese title; offer types as in sales-featured.ts.
 */
export const HOTEL_SALE_TRANSLATIONS: SaleTranslation[] = [
  {
    ja: '西湖ビュー・スイート 記念日プラン',
    zh: {
      title: '西湖景观套房 纪念日礼遇',
      typeName: '住在',
      salesInfo: '在坐拥西湖美景的套房中共度纪念日，我们为您备好蛋糕、香槟及西湖泛舟之旅。',
      salesList: ['入住西湖景观套房', '纪念日蛋糕及香槟', '手摇船西湖游览（约45分钟）', '使用行政酒廊', '延迟退房至14:00'],
      content: `<p>生日、结婚纪念日……在西湖之畔，度过属于您的重要日子。双面临窗、尽览湖景的西湖景观套房，加上为纪念日增色的专属礼遇。</p>
<h3>礼遇内容</h3>
<ul><li>抵达时奉上纪念日蛋糕（直径12厘米）及香槟</li><li>乘船夫摇橹的手摇船，游览三潭印月一带的西湖风光</li><li>在行政酒廊享用早餐及晚间鸡尾酒</li><li>退房时间延迟至14:00</li></ul>
<p>如需在蛋糕祝福牌上写字，请在预订时的备注栏中填写祝福语。湖上游览如因天气原因取消，将改为赠送“云水”水疗的使用券。</p>`,
    },
    en: {
      title: 'West Lake View Suite: celebration package',
      typeName: 'Stay',
      salesInfo: 'Celebrate your special day in a suite overlooking West Lake, with cake, champagne and a boat ride on the lake.',
      salesList: ['A stay in a West Lake View Suite', 'Celebration cake and champagne', 'A hand-rowed boat ride on West Lake (about 45 minutes)', 'Executive Lounge access', 'Late check-out until 2 pm'],
      content: `<p>A birthday, an anniversary, any day that matters: spend it on the shores of West Lake. Our West Lake View Suite looks out over the water from windows on two sides, and this package adds a few touches to make the occasion.</p>
<h3>What is included</h3>
<ul><li>A celebration cake (12 cm across) and champagne awaiting you on arrival</li><li>A boat ride on West Lake in a hand-rowed boat, gliding past Three Pools Mirroring the Moon</li><li>Breakfast and evening cocktails in the Executive Lounge</li><li>Check-out extended to 2 pm</li></ul>
<p>If you would like a message on the cake, please write it in the comments box when you book. Should the weather cancel the boat ride, we will offer a voucher for the Yunshui spa instead.</p>`,
    },
  },
  {
    ja: '広東料理「粤珍」週末の飲茶ランチ',
    zh: {
      title: '“粤珍”粤菜餐厅 周末早茶午市',
      typeName: '食在',
      salesInfo: '香港点心师傅亲手制作20余款点心，周末限定，任点任食。',
      salesList: ['20余款点心，点单式任点任食', '主厨推荐烧味及粥品', '3款中国茶畅饮', '儿童（6至12岁）半价'],
      content: `<p>“粤珍”粤菜餐厅推出周末限定的早茶午市。在香港历练多年的点心师傅，亲手制作虾饺、烧卖、肠粉等20余款点心，现蒸现送至您的餐桌。</p>
<h3>餐饮内容</h3>
<ul><li>20余款点心，点单式任点任食</li><li>叉烧、烧鸭等烧味，以及时令粥品</li><li>普洱、铁观音、菊花茶畅饮</li></ul>
<h3>温馨提示</h3>
<p>每周六、周日11:30至14:00供应（用餐时间90分钟）。价格为成人每位CNY 268，6至12岁儿童半价（已含税费及服务费）。靠窗座位还可欣赏钱塘江景致。</p>`,
    },
    en: {
      title: 'Weekend dim sum lunch at Yuezhen',
      typeName: 'Dining',
      salesInfo: 'More than 20 kinds of dim sum made by our Hong Kong dim sum chef, as much as you like, on weekends only.',
      salesList: ['All-you-can-eat dim sum from a menu of 20+ varieties, ordered to your table', "Roast meats and congee recommended by the chef", 'Free-flowing Chinese tea (three kinds)', 'Children aged 6 to 12 at half price'],
      content: `<p>Our Cantonese restaurant Yuezhen now serves a weekend dim sum lunch. Our dim sum chef, who honed his craft in Hong Kong, makes more than 20 kinds by hand, including har gow, siu mai and cheung fun, and sends them to your table fresh from the steamer.</p>
<h3>What is included</h3>
<ul><li>More than 20 kinds of dim sum, ordered from the menu as often as you like</li><li>Roast meats such as char siu and roast duck, and seasonal congee</li><li>Free-flowing Pu'er, Tieguanyin and chrysanthemum tea</li></ul>
<h3>Good to know</h3>
<p>Saturdays and Sundays from 11:30 am to 2 pm (90-minute seating). CNY 268 per adult; children aged 6 to 12 pay half (taxes and service charge included). Ask for a window table to enjoy the view of the Qiantang River.</p>`,
    },
  },
  {
    ja: '大会の祝勝会・懇親会プラン',
    zh: {
      title: '赛事庆功宴及联谊会套餐',
      typeName: '宴遇',
      salesInfo: '为结束比赛或集训的队伍及相关人员，备好绍兴菜宴席与黄酒祝酒的宴会套餐。',
      salesList: ['绍兴菜宴席（圆桌10位起）', '绍兴黄酒、啤酒、软饮畅饮（2小时）', '祝酒用陈年绍兴黄酒（每桌1瓶）', '可用于颁奖及合影的舞台和音响设备', '为筹办人安排场地踩点及事前沟通'],
      content: `<p>绍兴费尔顿酒店距离镜湖国家体育中心仅需步行8分钟，已为众多结束比赛或集训的队伍举办庆功宴，也为赛事相关人员承办过许多联谊会。不妨以绍兴风味与绍兴黄酒，共同庆祝这段相互砥砺的时光。</p>
<h3>套餐内容</h3>
<ul><li>绍兴菜宴席：梅干菜烧肉、黄酒焖鸡、清炒河虾仁等共10道菜</li><li>2小时畅饮（绍兴黄酒、啤酒、软饮）</li><li>每桌备有一瓶十年陈酿绍兴黄酒，用于祝酒</li><li>可用于颁奖仪式及合影的舞台、麦克风、投影仪</li></ul>
<h3>温馨提示</h3>
<p>可接待20至300位宾客。价格为每位CNY 328起（已含税费及服务费）。可根据比赛结束时间调整开席时间，也可为运动员调整菜品。场地将根据人数安排在越州宴会厅或“酒香”黄酒酒廊。</p>`,
    },
    en: {
      title: 'Victory dinners and team receptions',
      typeName: 'Celebrations',
      salesInfo: 'A banquet package for teams and organisers at the end of a competition or training camp, with a Shaoxing feast and a Shaoxing wine toast.',
      salesList: ['Shaoxing banquet menu (round tables of 10)', 'Free-flowing Shaoxing wine, beer and soft drinks (2 hours)', 'A bottle of aged Shaoxing wine per table for the toast', 'Stage and sound system for awards and group photos', 'A site visit and planning meeting for the organiser'],
      content: `<p>Just an eight-minute walk from the Jinghu National Sports Centre, Felton Shaoxing has hosted many victory dinners for teams at the end of a competition or training camp, as well as receptions for event officials. Celebrate everyone's efforts with the flavours of Shaoxing and a glass of Shaoxing wine.</p>
<h3>What is included</h3>
<ul><li>A ten-course Shaoxing banquet, with dishes such as pork braised with preserved mustard greens, chicken stewed in Shaoxing wine and stir-fried river shrimp</li><li>Two hours of free-flowing drinks (Shaoxing wine, beer and soft drinks)</li><li>A bottle of ten-year-old Shaoxing wine on every table for the toast</li><li>Stage, microphones and projector for the awards ceremony and group photos</li></ul>
<h3>Good to know</h3>
<p>For 20 to 300 guests, from CNY 328 per person (taxes and service charge included). We can time the start of the dinner to the end of the match and adapt the menu for athletes. Depending on numbers, we will host you in the Yuezhou Ballroom or the Jiuxiang Shaoxing wine lounge.</p>`,
    },
  },
  {
    ja: '会議と仕出し 大会運営パッケージ',
    zh: {
      title: '会议与餐食外送 赛事运营套餐',
      typeName: '会聚',
      salesInfo: '专为赛事及培训的运营团队打造，会议室与热腾腾的盒饭外送一站式安排。',
      salesList: ['运营指挥部专用会议室（全天）', '盒饭外送至比赛场馆（每日最多2餐）', '茶歇（上午、下午）', '大件行李及器材存放空间', '专属协调员全程安排'],
      content: `<p>运营体育赛事或培训活动，既少不了商讨事务的场地，也少不了为工作人员准备的热饭热菜。绍兴费尔顿酒店将酒店会议室与场馆餐食外送整合为一个套餐。</p>
<h3>套餐内容</h3>
<ul><li>可作为运营指挥部使用的会议室（8:00至22:00）</li><li>盒饭外送至镜湖国家体育中心等周边场馆</li><li>上午及下午茶歇</li><li>可存放器材及周边商品的带锁空间</li></ul>
<h3>参考价格</h3>
<p>20位起订，每人每天CNY 380起。可应对过敏、清真、素食等饮食需求。我们将根据人数和日程为您报价，欢迎随时咨询。</p>`,
    },
    en: {
      title: 'Meetings and catering: event operations package',
      typeName: 'Meetings',
      salesInfo: 'For teams running competitions and training events: a meeting room and hot boxed meals delivered to the venue, arranged together.',
      salesList: ['Meeting room for your operations centre (all day)', 'Boxed meals delivered to the venue (up to two meals a day)', 'Coffee breaks (morning and afternoon)', 'Storage space for large luggage and equipment', 'Arrangements by a dedicated coordinator'],
      content: `<p>Running a sports event or training course takes somewhere to plan and good hot food for everyone involved. At Felton Shaoxing we have brought together a hotel meeting room and catering delivered to the venue in a single package.</p>
<h3>What is included</h3>
<ul><li>A meeting room to use as your operations centre (8 am to 10 pm)</li><li>Boxed meals delivered to nearby venues such as the Jinghu National Sports Centre</li><li>Morning and afternoon coffee breaks</li><li>A lockable space for equipment and merchandise</li></ul>
<h3>Prices</h3>
<p>For groups of 20 or more, from CNY 380 per person per day. We can cater for allergies as well as halal and vegetarian diets. We will gladly prepare a quote for your numbers and dates; just get in touch.</p>`,
    },
  },
  {
    ja: '日帰り会議パッケージ',
    zh: {
      title: '日间会议套餐',
      typeName: '会聚',
      salesInfo: '会议室、设备、午餐及茶歇，按每位固定价格一站式享用的日间会议方案。',
      salesList: ['会议室使用（9:00至18:00）', '投影仪、幕布及2支麦克风', '“甬江”宁波菜餐厅午餐', '茶歇2次', '10位或以上预订，筹办人可获赠客房住宿一晚'],
      content: `<p>无论是在宁波召开内部会议、商务洽谈还是培训，宁波费尔顿酒店的日间会议套餐都能为您备齐所需，以清晰明了的固定价格使用会议室。</p>
<h3>套餐内容</h3>
<ul><li>根据人数安排的会议室（9:00至18:00）</li><li>投影仪、幕布、麦克风、白板及高速Wi-Fi</li><li>在“甬江”宁波菜餐厅享用午餐</li><li>上午及下午茶歇</li></ul>
<h3>价格</h3>
<p>每位CNY 298起（10位起订，已含税费及服务费）。10位或以上预订时，筹办人可获赠豪华大床房住宿一晚。另可租借视频会议用摄像头及扬声器。</p>`,
    },
    en: {
      title: 'Day meeting package',
      typeName: 'Meetings',
      salesInfo: 'A meeting room, equipment, lunch and coffee breaks at one simple price per person for the day.',
      salesList: ['Meeting room from 9 am to 6 pm', 'Projector, screen and two microphones', 'Lunch at Yongjiang, our Ningbo restaurant', 'Two coffee breaks', 'A complimentary night for the organiser of a booking for 10 or more'],
      content: `<p>For team meetings, client talks or training in Ningbo: Felton Ningbo's day meeting package gives you a meeting room with everything you need, at a clear, fixed price.</p>
<h3>What is included</h3>
<ul><li>A meeting room sized to your group (9 am to 6 pm)</li><li>Projector, screen, microphones, whiteboard and high-speed Wi-Fi</li><li>Lunch at Yongjiang, our Ningbo restaurant</li><li>Morning and afternoon coffee breaks</li></ul>
<h3>Price</h3>
<p>From CNY 298 per person (minimum 10 people, taxes and service charge included). When you book for 10 or more, the organiser is invited to a complimentary night in a Deluxe King room. Cameras and speakers for video calls are also available to borrow.</p>`,
    },
  },
  {
    ja: '竹林のウェルネス 二泊三日',
    zh: {
      title: '竹林养生之旅 三天两晚',
      typeName: '乐在',
      salesInfo: '融合森林浴、瑜伽、养生水疗与药膳美食，用三天两晚调养身心。',
      salesList: ['两晚住宿及早餐', '竹林晨间瑜伽与森林浴（每天早晨）', '云栖养生馆水疗护理60分钟（每位1次）', '时令药膳晚餐（1次）', '与茶艺师共品安吉白茶'],
      content: `<p>暂别忙碌的日常，来到竹林与茶园环抱的安吉山间。湖州云栖度假村的三天两晚养生之旅，以融入中国传统养生理念的活动，让您的身心慢慢舒展、重归平衡。</p>
<h3>活动安排</h3>
<ul><li>早：在竹林步道享受森林浴，并跟随教练练习瑜伽</li><li>午：在云栖养生馆体验护理（经络按摩或草本球按摩）</li><li>晚：以本地山野菜与药膳食材烹制的时令晚餐</li><li>夜：与茶艺师共品安吉白茶</li></ul>
<p>活动时间请参阅抵达时提供的说明。雨天时，瑜伽课程将改在室内凉亭进行。</p>`,
    },
    en: {
      title: 'Bamboo forest wellness: three days, two nights',
      typeName: 'Experiences',
      salesInfo: 'Forest bathing, yoga, a restorative spa treatment and nourishing cuisine come together in a two-night stay to rebalance body and mind.',
      salesList: ['Two nights with breakfast', 'Morning yoga and forest bathing in the bamboo grove (every morning)', 'A 60-minute treatment at the Yunqi Wellness Pavilion (one per guest)', 'A seasonal dinner of traditional restorative cuisine (once)', 'Anji white tea with our tea master'],
      content: `<p>Step away from the daily rush to the hills of Anji, surrounded by bamboo forests and tea gardens. Over three days and two nights at Yunqi Resort Huzhou, a programme drawing on traditional Chinese wellbeing practices helps you slowly restore body and mind.</p>
<h3>The programme</h3>
<ul><li>Morning: forest bathing along the bamboo trails and yoga with an instructor</li><li>Midday: a treatment at the Yunqi Wellness Pavilion (meridian massage or herbal compress)</li><li>Evening: a seasonal dinner of local mountain greens and restorative ingredients</li><li>Night: Anji white tea with our tea master</li></ul>
<p>The times of each activity are in the guide you receive on arrival. On rainy days, yoga moves to the indoor pavilion.</p>`,
    },
  },
  {
    ja: 'フェルトン蘇州 開業記念 先行予約',
    zh: {
      title: '苏州费尔顿酒店 开业纪念 抢先预订',
      typeName: '费尔顿',
      salesInfo: '为庆祝2027年4月1日隆重开业，我们为抢先预订的宾客准备了特别价格及开业纪念礼遇。',
      salesList: ['客房价格8折（适用于开业后3个月内的住宿）', '“听琴”茶室碧螺春款待', '诚邀欣赏评弹演出', '开业纪念苏绣书签'],
      content: `<p>2027年4月1日，苏州费尔顿酒店将在苏州古城区盛大开业。开业之前，我们特别为抢先预订的宾客准备了专属礼遇。</p>
<h3>礼遇内容</h3>
<ul><li>开业后3个月内的住宿，客房价格享8折优惠</li><li>在“听琴”茶室，以洞庭山碧螺春和时令苏式茶点款待</li><li>诚邀欣赏在中庭举行的评弹演出</li><li>赠送由苏绣匠人亲手制作的开业纪念书签</li></ul>
<h3>预订须知</h3>
<p>本优惠须预先付款，且不可退款。如因开业筹备进度导致部分设施延迟启用，我们将提前通知。酒店地处漫步平江路、拙政园的便利位置，诚邀您体验独具苏州韵味的住宿。</p>`,
    },
    en: {
      title: 'Felton Suzhou opening offer: book ahead',
      typeName: 'Felton',
      salesInfo: 'To celebrate our opening on 1 April 2027, guests who book ahead receive a special rate and opening gifts.',
      salesList: ['20% off room rates (stays in the first three months after opening)', 'Biluochun tea served in the Tingqin tea room', 'An invitation to a pingtan ballad performance', 'A Suzhou embroidery bookmark to mark the opening'],
      content: `<p>On 1 April 2027, Felton Suzhou opens its doors in the heart of Suzhou's old town. Ahead of the opening, we have created a special offer just for guests who book early.</p>
<h3>What is included</h3>
<ul><li>20% off room rates for stays in the first three months after opening</li><li>Biluochun tea from the shores of Lake Tai's Dongting hills, served with seasonal Suzhou sweets in the Tingqin tea room</li><li>An invitation to a performance of pingtan, Suzhou's storytelling ballads, in the courtyard</li><li>A commemorative bookmark hand-embroidered by a Suzhou embroidery artisan</li></ul>
<h3>About your booking</h3>
<p>This offer is prepaid and non-refundable. If any facilities open later than planned as we prepare for opening, we will let you know in advance. Our location is ideal for strolling Pingjiang Road and the Humble Administrator's Garden; we look forward to welcoming you to a stay that could only be in Suzhou.</p>`,
    },
  },
];
