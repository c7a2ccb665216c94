import type { NightOccupancy, OccupancyRepository } from './occupancy.repository.ts';

/** How full a hotel is, night by night (the back office's dashboard). */
export class OccupancyService {
  constructor(private readonly occupancy: OccupancyRepository) {}

  byNight(hotelCode: string, from: string, to: string): Promise<NightOccupancy[]> {
    return this.occupancy.byNight(hotelCode, from, to);
  }
}
