import type { Bilingual, RoomWords } from '../../seed-translations-catalogue.ts';

/** Room types of the two Hangzhou hotels, by `${hotelCode}/${roomCode}` (kind 'roomType'). */
export const HANGZHOU_ROOM_TRANSLATIONS: Record<string, Bilingual<RoomWords>> = {
  'pro001/SK': {
    zh: { name: '高级特大床房（园景）', remark: '客房面朝点缀着翠竹与太湖石的中庭。透过落地窗可欣赏四季绿意，在阳台上感受清晨的清新空气。室内以温润木质为基调，并悬挂西湖水墨画作。' },
    en: { name: 'Superior King, Garden View', remark: 'Facing a courtyard of bamboo and Taihu rocks, this room frames the greenery of each season through floor-to-ceiling windows, and its balcony is the place to enjoy the clear morning air. Warm wood interiors are hung with ink paintings of West Lake.' },
  },
  'pro001/ST': {
    zh: { name: '高级双床房（园景）', remark: '适合好友结伴或家庭出游的双床房。客房静谧雅致，可眺望中庭绿意，加床后最多可入住3位宾客。床具采用可均匀分散体压的高品质床垫。' },
    en: { name: 'Superior Twin, Garden View', remark: 'A twin room well suited to friends or families travelling together. Calm and elegant, it looks onto the courtyard greenery and sleeps up to three with an extra bed. The beds have high-quality pressure-relieving mattresses.' },
  },
  'pro001/DK': {
    zh: { name: '豪华特大床房（湖景）', remark: '位于较高楼层、正对西湖的客房。在窗边卧榻上可远眺苏堤垂柳与远处的雷峰塔，在观景浴室中伴着湖光山色悠然放松。晨雾笼罩的清晨西湖更是别有韵味。' },
    en: { name: 'Deluxe King, Lake View', remark: 'On an upper floor facing West Lake, this room lets you gaze from the window daybed at the willows of Su Causeway and Leifeng Pagoda in the distance, or unwind in the view bath with the lake before you. West Lake in the early-morning mist is a sight like no other.' },
  },
  'pro001/DT': {
    zh: { name: '豪华双床房（湖景）', remark: '位于湖景一侧较高楼层的双床房。家具布局经过精心设计，两张床均可欣赏西湖美景。三代同游等3人入住亦宽敞舒适。' },
    en: { name: 'Deluxe Twin, Lake View', remark: 'A twin room on an upper floor of the lake side, with the furniture arranged so that both beds enjoy the view of West Lake. There is ample room for three, such as families travelling across three generations.' },
  },
  'pro001/EX': {
    zh: { name: '行政特大床房', remark: '位于顶层行政楼层，可在行政酒廊享用早餐、下午茶及晚间鸡尾酒。专属管家为您安排餐厅预订、解答观光咨询等各项事宜。' },
    en: { name: 'Executive King', remark: 'On the top-floor executive level, with breakfast, afternoon tea and evening cocktails in the Executive Lounge. A dedicated butler is on hand for everything from restaurant reservations to sightseeing advice.' },
  },
  'pro001/SU': {
    zh: { name: '西湖景观套房', remark: '双面临窗、尽览西湖的转角套房。设有独立客厅与餐厅，以及面朝湖面的私人露台，为纪念日旅居或家庭特别之旅营造理想空间。亦可使用行政酒廊。' },
    en: { name: 'West Lake View Suite', remark: 'A corner suite with windows on two sides overlooking West Lake. With a separate living and dining room and a private terrace facing the water, it is made for anniversaries and special family journeys. Executive Lounge access is included.' },
  },
  'pro003/SK': {
    zh: { name: '高级特大床房', remark: '可眺望钱江新城街景的特大床房，实用而舒适。宽敞的书桌与充足的电源插座，让商务出行同样惬意。步行5分钟即可抵达地铁站。' },
    en: { name: 'Superior King', remark: 'A practical, comfortable king room overlooking the streets of Qianjiang New City. A generous desk and plenty of power outlets make business stays easy, and the metro station is a five-minute walk away.' },
  },
  'pro003/ST': {
    zh: { name: '高级双床房', remark: '深受前来参加婚礼的亲友青睐的双床房。配备大尺寸镜子与明亮照明，方便梳妆打扮，婚礼当天清晨也能从容准备。' },
    en: { name: 'Superior Twin', remark: 'A twin room much loved by friends and family attending weddings. A large mirror and bright lighting make getting ready easy, so there is no rush on the morning of the big day.' },
  },
  'pro003/DK': {
    zh: { name: '豪华特大床房（江景）', remark: '从高楼层一览钱塘江壮阔江景的客房。入夜后，对岸高楼群的灯光倒映江面，可在观景浴室中欣赏都市夜景。大潮时节还有机会观赏著名的钱江潮。' },
    en: { name: 'Deluxe King, River View', remark: 'From a high floor, this room takes in the broad sweep of the Qiantang River. At night the illuminated towers on the far bank shimmer on the water, a city view to enjoy from the view bath. During the spring tides you may even see the river’s famous tidal bore.' },
  },
  'pro003/EX': {
    zh: { name: '行政特大床房', remark: '位于行政楼层的宽敞特大床房。尊享行政酒廊早餐与晚间鸡尾酒、免费使用会议室（最多2小时）等礼遇，让商务旅居更加舒适。' },
    en: { name: 'Executive King', remark: 'A spacious king room on the executive floor. Benefits such as breakfast and evening cocktails in the lounge and free use of a meeting room for up to two hours make business stays all the more comfortable.' },
  },
  'pro003/SU': {
    zh: { name: '婚礼套房', remark: '从婚礼前一天的准备、当天的休憩到新婚之夜，陪伴二位度过特别时刻的套房。设有可供化妆造型的宽敞梳妆间及眺望钱塘江的客厅，亦推荐纪念日入住。' },
    en: { name: 'Bridal Suite', remark: 'A suite that accompanies the couple through their special day, from preparations the day before to a rest between ceremonies and the wedding night. It has a spacious dressing room for hair and make-up and a living room overlooking the Qiantang River, and is just as lovely for anniversaries.' },
  },
};
