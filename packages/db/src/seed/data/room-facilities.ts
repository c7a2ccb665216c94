/** Shared building blocks for the room-type data files. */
export type RoomCode = 'SK' | 'ST' | 'DK' | 'DT' | 'EX' | 'SU';

/** One room type as written in the data files; images and sort order are derived. */
export interface RoomTypeText {
  code: RoomCode;
  name: string;
  nameEn: string;
  sizeSqm: number;
  bedType: string;
  maxOccupancy: 2 | 3;
  features: string[];
  /** Added to the facilities every room has (STANDARD_FACILITIES). */
  extraFacilities: string[];
  remark: string;
  defaultRooms: number;
  basePrice: number;
  isRecommended: boolean;
}

/** What a data file writes: bed and occupancy follow from the code unless given (see roomType). */
export type RoomTypeInput = Omit<RoomTypeText, 'bedType' | 'maxOccupancy'> & Partial<Pick<RoomTypeText, 'bedType' | 'maxOccupancy'>>;

export const KING_BED = 'キングベッド（180×200cm）1台';
export const TWIN_BEDS = 'シングルベッド（120×200cm）2台';
export const QUEEN_TWIN_BEDS = 'クイーンベッド（150×200cm）2台';

/** Every room of every hotel has these. */
export const STANDARD_FACILITIES = [
  '無料Wi-Fi',
  '55インチ液晶テレビ',
  '個別空調',
  'ミニバー',
  '電気ケトル',
  'セーフティボックス',
  'ヘアドライヤー',
  'バスローブ・スリッパ',
];

const TWIN_ROOMS: ReadonlySet<RoomCode> = new Set(['ST', 'DT']);
const SLEEPS_THREE: ReadonlySet<RoomCode> = new Set(['ST', 'DT', 'SU']);

/**
 * One room type with what its code implies: twins (ST, DT) have two single beds, the others a
 * king bed; twins and suites sleep three (an extra bed), king rooms two.
 */
export function roomType({ bedType, maxOccupancy, ...room }: RoomTypeInput): RoomTypeText {
  return {
    ...room,
    bedType: bedType ?? (TWIN_ROOMS.has(room.code) ? TWIN_BEDS : KING_BED),
    maxOccupancy: maxOccupancy ?? (SLEEPS_THREE.has(room.code) ? 3 : 2),
  };
}
