/**
 * The guests behind the demo hotels' bookings (demo mode only): members without a usable password,
 * mostly travellers from China and Japan. Names are made from these parts; numbers and card
 * numbers from the guest's index, in ranges the demo member and the tests do not use.
 */
const FAMILY_NAMES = ['王', '李', '張', '劉', '陳', '楊', '趙', '黄', '周', '呉', '徐', '孫', '鈴木', '高橋', '伊藤', '渡辺', '中村', '小林', '加藤', '吉田', '山本', '松本', '井上', '木村'];
const GIVEN_NAMES = ['偉', '芳', '娜', '敏', '静', '強', '磊', '洋', '艶', '軍', '翔太', '美咲', '大輔', '由美', '健一', '彩', '直樹', '真由美', '拓也', '恵'];

export const DEMO_GUEST_COUNT = 240;

export interface DemoGuest {
  name: string;
  mobile: string;
  cardNo: string;
  /** 1 = Mr., 0 = Ms. (spec); from the given name. */
  sex: 0 | 1;
}

const FEMALE = new Set(['芳', '娜', '敏', '静', '艶', '美咲', '由美', '彩', '真由美', '恵']);

export function demoGuests(): DemoGuest[] {
  return Array.from({ length: DEMO_GUEST_COUNT }, (_, i) => {
    const given = GIVEN_NAMES[(i * 7 + Math.floor(i / GIVEN_NAMES.length)) % GIVEN_NAMES.length]!;
    return {
      name: `${FAMILY_NAMES[i % FAMILY_NAMES.length]} ${given}`,
      mobile: `1582100${String(i).padStart(4, '0')}`,
      cardNo: `FT7${String(i).padStart(7, '0')}`,
      sex: FEMALE.has(given) ? 0 : 1,
    };
  });
}
