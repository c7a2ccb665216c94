import type { NewsTranslation } from '../../seed-translations-content.ts';

/**
 * The three newest group news items in Chinese and English (ids 13–15, the last three of
 * NEWS_RECENT). `ja` is the item's Japanese title: the words are only laid on the row with that
 * id and that title, so a news item added to the lists (which shifts the ids) cannot get another's words.
 */
export const NEWS_TRANSLATIONS: NewsTranslation[] = [
  {
    id: 13,
    ja: '日本語対応スタッフの配置を拡大しました',
    zh: {
      title: '日语服务人员配置进一步扩大',
      summary: '为让来自日本的宾客住得更安心，集团旗下所有酒店均已增配日语服务人员。观光出行、餐饮安排等各类问题，您都可以在前台或礼宾部用日语咨询。',
      content: `<p>随着来自日本的宾客日益增多，费尔顿酒店进一步扩大了日语服务人员的配置。目前，所有营业中的酒店每天9:00至21:00均有日语服务人员在前台或礼宾部值守。</p>
<h3>可用日语咨询的事项</h3>
<ul><li>办理入住及退房手续</li><li>前往各景点的交通指引，以及出租车、火车票的预订安排</li><li>餐厅预订与菜单讲解</li><li>身体不适时的医疗机构指引及陪同就医安排</li></ul>
<p>日语服务人员不在岗的时段，我们亦备有翻译设备和日文版指南资料。</p>
<p>预订及咨询电话同样提供日语服务。各酒店的联系电话请见“联系我们”页面。</p>`,
    },
    en: {
      title: 'More Japanese-speaking staff across our hotels',
      summary: 'To help guests from Japan feel at home, we have added Japanese-speaking staff at every hotel in the group. Our front desk and concierge teams can now help in Japanese with sightseeing, dining and more.',
      content: `<p>With more and more guests joining us from Japan, Felton Hotels has expanded its team of Japanese-speaking staff. At every hotel now open, a Japanese-speaking colleague is on duty at the front desk or concierge desk from 9 am to 9 pm daily.</p>
<h3>How we can help in Japanese</h3>
<ul><li>Check-in and check-out</li><li>Directions to the sights, and booking taxis and train tickets</li><li>Restaurant reservations and explaining the menu</li><li>Finding a clinic or hospital if you feel unwell, and arranging for someone to go with you</li></ul>
<p>Outside these hours, translation devices and Japanese-language guides are always on hand.</p>
<p>Reservations and enquiries by phone can also be made in Japanese. You will find each hotel's number on our Contact Us page.</p>`,
    },
  },
  {
    id: 14,
    ja: '海外発行クレジットカードとモバイル決済のご利用について',
    zh: {
      title: '境外信用卡及移动支付使用指南',
      summary: '集团旗下所有酒店均可使用境外发行的信用卡付款，也可使用绑定境外银行卡的支付宝和微信支付。出行前不妨提前了解，做好准备。',
      content: `<p>在中国，移动支付早已融入日常生活。为让远道而来的宾客住得安心，现将费尔顿旗下各酒店可使用的支付方式介绍如下。</p>
<h3>在酒店付款</h3>
<ul><li>信用卡：Visa、Mastercard、JCB、American Express、银联</li><li>移动支付：支付宝（Alipay）、微信支付（WeChat Pay）</li><li>现金（人民币）</li></ul>
<p>支付宝和微信支付均可绑定境外发行的信用卡使用。建议您在出发前完成应用的设置；如不清楚设置方法，前台工作人员将乐意为您提供帮助。</p>
<h3>官网预付</h3>
<p>选择预付价格的预订，可在预订最后一步显示的支付页面，通过支付宝或微信支付完成付款。如使用电脑预订，请用手机扫描页面上显示的二维码。</p>`,
    },
    en: {
      title: 'Paying with international credit cards and mobile wallets',
      summary: 'Every hotel in the group accepts credit cards issued outside China, as well as Alipay and WeChat Pay linked to an international card. Here is what to set up before you travel.',
      content: `<p>Mobile payment is part of everyday life in China. So that you can travel with peace of mind, here is how you can pay at every Felton hotel.</p>
<h3>Paying at the hotel</h3>
<ul><li>Credit cards: Visa, Mastercard, JCB, American Express, UnionPay</li><li>Mobile payment: Alipay and WeChat Pay</li><li>Cash (Chinese yuan)</li></ul>
<p>Both Alipay and WeChat Pay let you link a credit card issued outside China. We recommend setting up the apps before you leave home; if you need a hand, our front desk team will be glad to help.</p>
<h3>Prepaying on our website</h3>
<p>Prepaid rates can be paid with Alipay or WeChat Pay on the payment screen shown at the end of your booking. If you are booking on a computer, simply scan the QR code on the screen with your smartphone.</p>`,
    },
  },
  {
    id: 15,
    ja: 'フェルトン寧波 会議フロアのリニューアルが完了しました',
    zh: {
      title: '宁波费尔顿酒店会议楼层焕新落成',
      summary: '宁波费尔顿酒店会议楼层的焕新工程已圆满完成。全部8间会议室均配备最新影音设备，支持线上线下相结合的混合式会议。',
      content: `<p>宁波费尔顿酒店三楼会议楼层的焕新工程现已完工，全部8间会议室已恢复接受预订。</p>
<p>此次焕新全面升级了影音设备，并在每间会议室常设视频会议摄像头与麦克风。连接总部与海外分支机构的混合式会议，无需自带设备即可顺利召开。</p>
<h3>主要设施</h3>
<ul><li>激光投影仪及150英寸幕布（大会议室）</li><li>86英寸触控显示屏（中、小会议室）</li><li>同声传译间（最多支持4种语言）</li><li>专线高速网络</li></ul>
<p>会前会后，我们还可为您在宁波菜餐厅“甬江”安排宴请，或在屋顶酒吧“三江”举办交流酒会。欢迎随时垂询我们的专属活动策划师。</p>`,
    },
    en: {
      title: "Felton Ningbo's renovated meeting floor is now open",
      summary: "The renovation of Felton Ningbo's meeting floor is complete. All eight meeting rooms now have the latest audiovisual equipment and are ready for hybrid meetings that bring online and in-person participants together.",
      content: `<p>Felton Ningbo has completed the renovation of its third-floor meeting level and is once again taking bookings for all eight meeting rooms.</p>
<p>The renovation brings all-new audiovisual systems, and every room now has a built-in camera and microphones for video calls. Hybrid meetings linking your head office with teams overseas can be held without bringing any equipment of your own.</p>
<h3>Key facilities</h3>
<ul><li>Laser projector and 150-inch screen (large meeting room)</li><li>86-inch touchscreen displays (medium and small meeting rooms)</li><li>Simultaneous interpretation booths (up to four languages)</li><li>High-speed internet on a dedicated line</li></ul>
<p>Before or after your meeting, we can arrange a dinner at Yongjiang, our Ningbo restaurant, or a reception at the Sanjiang rooftop bar. Our dedicated event planners will be happy to help you plan it all.</p>`,
    },
  },
];
