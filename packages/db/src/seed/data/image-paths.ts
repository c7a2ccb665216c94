/** Public image paths used by the demo data; the files themselves are produced elsewhere. */
export const hotelImage = (hotelCode: string, file: string): string => `/img/hotels/${hotelCode}/${file}`;
export const groupImage = (file: string): string => `/img/group/${file}`;
