// The flight suppliers this server talks to: the simulators (README "Simulators"), and each real
// supplier whose credentials are set (docs/suppliers.md). A real supplier is off until then, so
// `npm start` needs no account anywhere.
import type { AirportDirectory } from '../../airports/directory';
import { AmadeusSupplier } from './amadeus/amadeus-supplier';
import type { BookingStore } from './booking-store';
import { DuffelSupplier } from './duffel/duffel-supplier';
import { profilesFromEnv, type SimulatorProfile } from './simulator/profiles';
import { SimulatedSupplier } from './simulator/simulated-supplier';
import type { FlightSupplier } from './types';

export type SupplierFactory = (directory: AirportDirectory, store?: BookingStore) => FlightSupplier[];

export function simulatedSuppliers(profiles: SimulatorProfile[] = profilesFromEnv()): SupplierFactory {
  return (directory, store) => profiles.map((profile) => new SimulatedSupplier(profile, directory, undefined, store));
}

/** Every real supplier this server knows, by code, with whether the environment sets its credentials. */
export function realSupplierSettings(env: NodeJS.ProcessEnv = process.env): Array<{ code: string; configured: boolean }> {
  return [
    { code: 'AMADEUS', configured: !!(env.AMADEUS_CLIENT_ID && env.AMADEUS_CLIENT_SECRET) },
    { code: 'DUFFEL', configured: !!env.DUFFEL_ACCESS_TOKEN },
  ];
}

/** The real suppliers whose credentials the environment sets. */
export function realSuppliers(env: NodeJS.ProcessEnv = process.env): (store?: BookingStore) => FlightSupplier[] {
  return (store) => {
    const list: FlightSupplier[] = [];
    if (env.AMADEUS_CLIENT_ID && env.AMADEUS_CLIENT_SECRET) {
      list.push(
        new AmadeusSupplier(
          {
            clientId: env.AMADEUS_CLIENT_ID,
            clientSecret: env.AMADEUS_CLIENT_SECRET,
            hostname: env.AMADEUS_HOSTNAME === 'production' ? 'production' : 'test',
            baseUrl: env.AMADEUS_BASE_URL || undefined,
          },
          store,
        ),
      );
    }
    if (env.DUFFEL_ACCESS_TOKEN)
      list.push(new DuffelSupplier({ accessToken: env.DUFFEL_ACCESS_TOKEN, baseUrl: env.DUFFEL_BASE_URL || undefined }, store));
    return list;
  };
}

/** Simulators and every configured real supplier. */
export function configuredSuppliers(env: NodeJS.ProcessEnv = process.env): SupplierFactory {
  const simulators = simulatedSuppliers();
  const real = realSuppliers(env);
  return (directory, store) => [...simulators(directory, store), ...real(store)];
}
