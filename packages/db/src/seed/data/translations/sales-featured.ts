import type { SaleTranslation } from '../../seed-translations-content.ts';

/**
 * The group-level offers (seed/data/sales-featured.ts) in Chinese and English, keyed by the
 * offer's Japanese title (the seed sets no id). The offer types keep one word per language:
 * 费尔顿 / Felton, 住在 / Stay, 食在 / Dining, 乐在 / Experiences, 会聚 / Meetings, 宴遇 / Celebrations.
 */
export const FEATURED_SALE_TRANSLATIONS: SaleTranslation[] = [
  {
    ja: 'フェルトン・メンバー限定 連泊特典',
    zh: {
      title: '费尔顿会员专享 连住礼遇',
      typeName: '费尔顿',
      salesInfo: '会员连续入住两晚或以上，即可尊享双倍奖励积分及客房升级礼遇。',
      salesList: ['双倍奖励积分（按适用房费计算）', '抵达时如有空房，可免费升级至高一级别客房', '延迟退房至14:00', '大堂酒廊欢迎饮品'],
      content: `<p>为让费尔顿会员住得更久、更从容，我们特别准备了这份连住礼遇。集团旗下所有酒店均适用，连续入住两晚或以上即可享受。</p>
<h3>礼遇内容</h3>
<ul><li>适用房费可获得双倍奖励积分</li><li>视抵达时的房态，免费升级至高一级别客房</li><li>最后一晚退房时间延迟至14:00</li><li>大堂酒廊欢迎饮品</li></ul>
<h3>适用条件</h3>
<p>适用于以会员专享价预订两晚或以上、且由会员本人入住的订单。预订时请先登录，再选择会员专享价。升级不含套房。不可与其他折扣或优惠同时使用。</p>
<p>加入费尔顿会员完全免费。在官网会员注册页面，用手机号码即可轻松注册。</p>`,
    },
    en: {
      title: 'Felton Members: longer-stay rewards',
      typeName: 'Felton',
      salesInfo: 'Stay two nights or more and Felton Members enjoy double bonus points and a room upgrade.',
      salesList: ['Double bonus points on eligible room charges', 'Upgrade to the next room category, subject to availability on arrival', 'Late check-out until 2 pm', 'Welcome drink in the lobby lounge'],
      content: `<p>We would like Felton Members to stay longer and more at ease, so we have created these rewards for them. They apply at every hotel in the group for stays of two or more consecutive nights.</p>
<h3>Your rewards</h3>
<ul><li>Double the usual bonus points on eligible room charges</li><li>An upgrade to the next room category, subject to availability on arrival</li><li>Check-out extended to 2 pm on your last day</li><li>A welcome drink in the lobby lounge</li></ul>
<h3>Terms</h3>
<p>Valid for stays of two nights or more booked at a Members' rate, with the member staying in person. Please sign in before you book and choose a Members' rate. Upgrades do not include suites. Cannot be combined with other discounts or offers.</p>
<p>Joining Felton Members is free: sign up on the registration page of our website with your mobile number in moments.</p>`,
    },
  },
  {
    ja: '早期予約で最大15％オフ 江南周遊ステイ',
    zh: {
      title: '提前预订最高享8.5折 畅游江南',
      typeName: '住在',
      salesInfo: '提前30天预订集团旗下各酒店，客房价格最高可享8.5折优惠。',
      salesList: ['提前30天预订，房价享8.5折', '提前14天预订，房价享9折', '另有含早餐价格可选', '集团旗下所有酒店均适用（筹备中酒店除外）'],
      content: `<p>旅行计划已定？越早预订越划算。在杭州、绍兴、宁波、湖州的各家费尔顿酒店，提前30天预订客房可享房价8.5折，提前14天预订可享9折。</p>
<h3>优惠内容</h3>
<ul><li>房价优惠（提前30天享8.5折，提前14天享9折）</li><li>含早餐或不含早餐，任您选择</li><li>畅游江南时，亦可连续预订多家酒店</li></ul>
<h3>注意事项</h3>
<p>本优惠须预先付款，且不可退款。预订后不接受更改日期或取消，敬请谅解。春节、国庆节等部分旺季可能不适用。</p>`,
    },
    en: {
      title: 'Book early and save up to 15%: a stay across Jiangnan',
      typeName: 'Stay',
      salesInfo: 'Book at least 30 days ahead and save up to 15% on rooms at hotels across the group.',
      salesList: ['15% off the room rate when you book 30 days ahead', '10% off the room rate when you book 14 days ahead', 'Rates with breakfast also available', 'Valid at every hotel in the group (except hotels not yet open)'],
      content: `<p>Already know when you are travelling? Then it pays to book early. At Felton hotels in Hangzhou, Shaoxing, Ningbo and Huzhou, booking 30 days or more before your stay saves 15% on the room rate, and booking 14 days ahead saves 10%.</p>
<h3>What is included</h3>
<ul><li>A discount on the room rate (15% when booked 30 days ahead, 10% when booked 14 days ahead)</li><li>Choose a room only or a rate with breakfast</li><li>Book several hotels back to back for a journey through the region</li></ul>
<h3>Please note</h3>
<p>This offer is prepaid and non-refundable. Dates cannot be changed and bookings cannot be cancelled once made. Some peak periods, such as Chinese New Year and the National Day holiday, may be excluded.</p>`,
    },
  },
  {
    ja: '水郷めぐり 杭州・紹興 二都市周遊プラン',
    zh: {
      title: '水乡之旅 杭州绍兴双城联游',
      typeName: '乐在',
      salesInfo: '连续入住杭州与绍兴的费尔顿酒店，即可享酒店间专车接送及乌篷船船票。',
      salesList: ['杭州至绍兴专车接送（单程）', '绍兴传统乌篷船船票（2位）', '老字号酒坊参观及黄酒品鉴', '两家酒店的早餐（2位）'],
      content: `<p>饱览西湖美景后，次日便前往运河古城绍兴。在杭州西湖费尔顿至尊酒店或杭州钱塘费尔顿酒店入住一晚或以上，再接续入住绍兴费尔顿酒店一晚或以上，即可享受这份双城联游礼遇。</p>
<h3>礼遇内容</h3>
<ul><li>由杭州的酒店专车送往绍兴的酒店（车程约1小时）</li><li>乘坐覆着乌篷的传统小船，游览绍兴水巷的船票</li><li>在老字号酒坊参观，并品鉴绍兴黄酒</li><li>两家酒店的早餐</li></ul>
<p>鲁迅故里、沈园等绍兴名胜的游览路线，前台也将为您详细介绍。行李将随车一同送达下一家酒店，您可轻装漫步水乡古城。</p>
<h3>预订方式</h3>
<p>请在各酒店的预订页面分别预订客房，并于抵达前3天致电绍兴费尔顿酒店，告知使用双城联游礼遇。</p>`,
    },
    en: {
      title: 'Water towns of Jiangnan: Hangzhou and Shaoxing in one journey',
      typeName: 'Experiences',
      salesInfo: 'Stay at our Felton hotels in Hangzhou and then Shaoxing, and we will add a private transfer between them and a wupeng boat ride.',
      salesList: ['Private car transfer from Hangzhou to Shaoxing (one way)', 'Tickets for a traditional wupeng boat ride in Shaoxing (for two)', 'Winery visit with a Shaoxing wine tasting', 'Breakfast at both hotels (for two)'],
      content: `<p>After a day by West Lake, head on to Shaoxing, the canal city. Stay at least one night at Felton Grand Hangzhou West Lake or Felton Hangzhou Qiantang, followed by at least one night at Felton Shaoxing, and this two-city journey is yours.</p>
<h3>What is included</h3>
<ul><li>A private car from your Hangzhou hotel to your Shaoxing hotel (about one hour)</li><li>Tickets for a ride through the canals on a wupeng boat, the traditional craft with its black woven awning</li><li>A visit to a long-established winery with a Shaoxing wine tasting</li><li>Breakfast at both hotels</li></ul>
<p>Our front desk will gladly suggest walks to Shaoxing sights such as Lu Xun's former home and Shen Garden. Your luggage travels with you between the hotels, so you can explore the water town unburdened.</p>
<h3>How to book</h3>
<p>Book your rooms on each hotel's booking page, then call Felton Shaoxing at least three days before you arrive to let us know you would like the two-city package.</p>`,
    },
  },
  {
    ja: '茶館「聴雨軒」西湖龍井アフタヌーンティー',
    zh: {
      title: '“听雨轩”茶馆 西湖龙井下午茶',
      typeName: '食在',
      salesInfo: '品西湖龙井，尝杭州传统茶点，观茶艺师现场冲泡，共度悠然午后时光。',
      salesList: ['西湖龙井等5款精选名茶', '杭州传统糕点与点心茶点架', '茶艺师现场冲泡表演', '附赠西湖龙井（小罐装）伴手礼'],
      content: `<p>不妨在杭州西湖费尔顿至尊酒店的“听雨轩”茶馆，享用一场品味杭州茶文化的下午茶。窗外是庭园竹林，桌上是以西湖龙井为首的精选中国名茶。</p>
<h3>下午茶内容</h3>
<ul><li>西湖龙井、安吉白茶、九曲红梅等5款名茶</li><li>定胜糕、桂花糕等杭州传统糕点，以及行政总厨精制的点心</li><li>茶艺师现场演示冲泡技艺</li><li>西湖龙井伴手礼（小罐装）</li></ul>
<h3>温馨提示</h3>
<p>每日14:00至17:00供应（最晚入座时间16:00）。价格为双人CNY 588（已含税费及服务费）。建议至少提前一天预订。非住店宾客亦可享用。</p>`,
    },
    en: {
      title: 'West Lake Longjing afternoon tea at the Tingyu Xuan teahouse',
      typeName: 'Dining',
      salesInfo: "An unhurried afternoon of West Lake Longjing tea and traditional Hangzhou sweets, brewed before you by our tea master.",
      salesList: ['Five hand-picked teas, including West Lake Longjing', 'A stand of traditional Hangzhou pastries and dim sum', 'A tea-brewing demonstration by our tea master', 'A small tin of Longjing tea to take home'],
      content: `<p>Why not spend an afternoon exploring Hangzhou's tea culture at Tingyu Xuan, the "Listening to the Rain" teahouse at Felton Grand Hangzhou West Lake? Outside the window lies the garden's bamboo grove; on the table, a selection of fine Chinese teas led by West Lake Longjing.</p>
<h3>The afternoon tea</h3>
<ul><li>Five teas, including West Lake Longjing, Anji white tea and Jiuqu Hongmei black tea</li><li>Traditional Hangzhou pastries such as dingsheng and osmanthus cakes, with dim sum by our head chef</li><li>A demonstration of the art of brewing by our tea master</li><li>A small tin of West Lake Longjing to take home</li></ul>
<h3>Good to know</h3>
<p>Served daily from 2 pm to 5 pm (last seating at 4 pm). CNY 588 for two, including taxes and service charge. We recommend booking by the day before. Guests not staying at the hotel are also welcome.</p>`,
    },
  },
  {
    ja: '銭塘江ウェディング 早期ご成約特典',
    zh: {
      title: '钱塘江婚礼 早鸟签约礼遇',
      typeName: '宴遇',
      salesInfo: '于婚礼8个月前签约的新人，可获赠新婚套房住宿及婚宴菜单升级。',
      salesList: ['婚礼当晚新婚套房住宿一晚', '婚宴菜单升级至更高一档', '“潮音”花园教堂场地费8折', '双方亲友住宿享特别价格', '诚邀参加试菜会（2位）'],
      content: `<p>俯瞰钱塘江的玻璃花园教堂“潮音”，以及可容纳500位宾客的“凤凰”宴会厅。为计划在杭州钱塘费尔顿酒店举办婚礼与婚宴的新人，我们特别准备了早鸟签约礼遇。</p>
<h3>礼遇内容</h3>
<ul><li>婚礼当晚入住新婚套房一晚（含早餐）</li><li>婚宴菜单升级至更高一档</li><li>教堂场地费享8折优惠</li><li>为双方家人及来宾安排特别价格的住宿</li><li>签约前诚邀参加试菜会</li></ul>
<h3>适用对象</h3>
<p>适用于在婚礼日期8个月前签约的新人，婚宴须为50位宾客或以上。如有从日本远道而来的宾客，我们亦可安排接送与翻译服务。</p>
<p>每逢周末接受预约咨询，欢迎来电垂询。</p>`,
    },
    en: {
      title: 'Qiantang River weddings: early booking benefits',
      typeName: 'Celebrations',
      salesInfo: 'Couples who confirm their wedding at least eight months ahead receive a night in the bridal suite and an upgraded wedding menu.',
      salesList: ['A complimentary night in the bridal suite on your wedding day', 'Your wedding menu upgraded to the next level', '20% off the Chaoyin garden chapel fee', 'Special room rates for both families', 'An invitation to our menu tasting (for two)'],
      content: `<p>Say your vows in Chaoyin, our glass-walled garden chapel overlooking the Qiantang River, then celebrate with up to 500 guests in the Fenghuang ballroom. For couples planning their ceremony and reception at Felton Hangzhou Qiantang, we have prepared a set of early booking benefits.</p>
<h3>Your benefits</h3>
<ul><li>A complimentary night in the bridal suite on your wedding day (breakfast included)</li><li>Your wedding menu upgraded to the next level</li><li>20% off the chapel fee</li><li>Special rates on rooms for your families and guests</li><li>An invitation to a menu tasting before you sign</li></ul>
<h3>Eligibility</h3>
<p>For couples who confirm their booking at least eight months before the wedding date, with a reception for 50 guests or more. We can also arrange transfers and interpreters for guests travelling from Japan.</p>
<p>Consultations are held every weekend by appointment. Please call us; we look forward to hearing from you.</p>`,
    },
  },
];
