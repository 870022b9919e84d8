// The flight suppliers this server talks to. Every one is a simulator for now (README "Simulators");
// a real supplier is one more FlightSupplier in this list.
import type { AirportDirectory } from '../airports/directory';
import type { BookingStore } from './booking-store';
import { profilesFromEnv, type SimulatorProfile } from './simulator/profiles';
import { SimulatedSupplier } from './simulator/simulated-supplier';
import type { FlightSupplier } from './types';

export type SupplierFactory = (directory: AirportDirectory, store?: BookingStore) => FlightSupplier[];

export function simulatedSuppliers(profiles: SimulatorProfile[] = profilesFromEnv()): SupplierFactory {
  return (directory, store) => profiles.map((profile) => new SimulatedSupplier(profile, directory, undefined, store));
}
