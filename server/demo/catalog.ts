import type { DeviceCategory } from '@farol/model';
import type { Random } from './random';
import type { DrivingProfile } from './vehicle';

interface Kind {
  category: DeviceCategory;
  /** Portuguese label used in names: 'Caminhão 07'. */
  label: string;
  weight: number;
  profile: DrivingProfile;
  models: readonly string[];
}

/** The demo mix: mostly cars, pickups, vans, trucks, motorcycles and buses. */
const KINDS: readonly Kind[] = [
  {
    category: 'car',
    label: 'Carro',
    weight: 30,
    profile: { cruiseKmh: 50, acceleration: 2.2, braking: 3 },
    models: ['Fiat Argo', 'VW Polo', 'Chevrolet Onix', 'Hyundai HB20'],
  },
  {
    category: 'pickup',
    label: 'Picape',
    weight: 12,
    profile: { cruiseKmh: 48, acceleration: 1.8, braking: 2.8 },
    models: ['Fiat Strada', 'Toyota Hilux', 'Chevrolet S10'],
  },
  {
    category: 'van',
    label: 'Van',
    weight: 12,
    profile: { cruiseKmh: 45, acceleration: 1.5, braking: 2.5 },
    models: ['Renault Master', 'Fiat Ducato', 'Mercedes Sprinter'],
  },
  {
    category: 'truck',
    label: 'Caminhão',
    weight: 14,
    profile: { cruiseKmh: 40, acceleration: 0.9, braking: 2 },
    models: ['VW Delivery', 'Mercedes Accelo', 'Ford Cargo'],
  },
  {
    category: 'motorcycle',
    label: 'Moto',
    weight: 14,
    profile: { cruiseKmh: 55, acceleration: 2.8, braking: 3.5 },
    models: ['Honda CG 160', 'Yamaha Factor', 'Honda Biz'],
  },
  {
    category: 'bus',
    label: 'Ônibus',
    weight: 8,
    profile: { cruiseKmh: 36, acceleration: 0.9, braking: 1.8 },
    models: ['Caio Apache', 'Marcopolo Torino'],
  },
  {
    category: 'truck2',
    label: 'Carreta',
    weight: 3,
    profile: { cruiseKmh: 38, acceleration: 0.7, braking: 1.6 },
    models: ['Scania R450', 'Volvo FH'],
  },
  {
    category: 'offroad',
    label: 'Jipe',
    weight: 2,
    profile: { cruiseKmh: 45, acceleration: 1.8, braking: 2.8 },
    models: ['Jeep Renegade', 'Troller T4'],
  },
  {
    category: 'scooter',
    label: 'Patinete',
    weight: 2,
    profile: { cruiseKmh: 20, acceleration: 1.2, braking: 2.5 },
    models: ['Xiaomi M365'],
  },
  {
    category: 'bicycle',
    label: 'Bicicleta',
    weight: 2,
    profile: { cruiseKmh: 17, acceleration: 0.8, braking: 2 },
    models: ['Caloi Urbam'],
  },
  {
    category: 'crane',
    label: 'Guindaste',
    weight: 1,
    profile: { cruiseKmh: 30, acceleration: 0.5, braking: 1.5 },
    models: ['Madal MD 45'],
  },
];

const TOTAL_WEIGHT = KINDS.reduce((sum, kind) => sum + kind.weight, 0);

/** Everything needed to create and drive one demo vehicle. */
export interface DemoVehicleSpec {
  uniqueId: string;
  name: string;
  category: DeviceCategory;
  model: string;
  plate: string;
  profile: DrivingProfile;
}

function pickKind(random: Random): Kind {
  let roll = random.next() * TOTAL_WEIGHT;
  for (const kind of KINDS) {
    roll -= kind.weight;
    if (roll < 0) return kind;
  }
  return KINDS[0]!;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A Mercosul-style Brazilian plate: ABC1D23. */
export function randomPlate(random: Random): string {
  const letter = () => LETTERS[random.int(0, 25)]!;
  const digit = () => String(random.int(0, 9));
  return `${letter()}${letter()}${letter()}${digit()}${letter()}${digit()}${digit()}`;
}

/**
 * The specs of `count` vehicles, with uniqueIds `<prefix>-0001`… and per-category numbered names
 * ('Caminhão 07'); the same seed gives the same fleet.
 */
export function demoFleetSpecs(count: number, prefix: string, random: Random): DemoVehicleSpec[] {
  const numbers = new Map<string, number>();
  const width = Math.max(4, String(count).length);
  return Array.from({ length: count }, (_, index) => {
    const kind = pickKind(random);
    const number = (numbers.get(kind.label) ?? 0) + 1;
    numbers.set(kind.label, number);
    return {
      uniqueId: `${prefix}-${String(index + 1).padStart(width, '0')}`,
      name: `${kind.label} ${String(number).padStart(2, '0')}`,
      category: kind.category,
      model: random.pick(kind.models),
      plate: randomPlate(random),
      profile: kind.profile,
    };
  });
}
