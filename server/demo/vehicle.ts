import { bearing, distance, offset, turn, type Point } from './geo';
import type { Random } from './random';
import { planRoute } from './route';

/** How a kind of vehicle drives. */
export interface DrivingProfile {
  /** Typical cruising speed in town, km/h. */
  cruiseKmh: number;
  /** m/s². */
  acceleration: number;
  /** m/s². */
  braking: number;
}

/** What a tracker in the vehicle reports. */
export interface VehicleReport {
  latitude: number;
  longitude: number;
  altitude: number;
  /** Knots, as OsmAnd sends it. */
  speed: number;
  course: number;
  ignition: boolean;
  motion: boolean;
  /** Vehicle supply voltage. */
  power: number;
  /** Tracker backup battery, %. */
  batteryLevel: number;
}

type Phase = 'parked' | 'waiting' | 'driving';

const KNOTS_PER_MPS = 1.943844;
const TURN_RATE = 45; // degrees per second at most
const MAX_STEP_S = 1;

/**
 * One simulated vehicle: parks at a place with the ignition off, then drives a street-like route
 * to another place, accelerating, cruising, slowing for corners and red lights, and parks again.
 * Deterministic for a given `random`.
 */
export class Vehicle {
  private position: Point;
  private heading: number;
  private speed = 0;
  private phase: Phase;
  private timer: number;
  private route: Point[] = [];
  private next = 0;
  private stopAtNext = false;
  private cruise = 0;
  private ignition = false;
  private battery: number;

  constructor(
    private readonly profile: DrivingProfile,
    private readonly random: Random,
    private readonly places: readonly Point[],
    start: Point,
  ) {
    this.position = offset(start, random.between(-400, 400), random.between(-400, 400));
    this.heading = random.between(0, 360);
    this.battery = random.between(60, 100);
    this.phase = random.chance(0.3) ? 'parked' : 'waiting';
    this.timer = this.phase === 'parked' ? random.between(10, 240) : random.between(1, 10);
    if (this.phase === 'waiting') this.depart();
  }

  /** Moves the simulation forward by `seconds`. */
  advance(seconds: number): void {
    let left = seconds;
    while (left > 1e-6) {
      const dt = Math.min(MAX_STEP_S, left);
      this.step(dt);
      left -= dt;
    }
  }

  report(): VehicleReport {
    const { latitude, longitude } = this.position;
    return {
      latitude: round(latitude, 6),
      longitude: round(longitude, 6),
      altitude: round(760 + 25 * Math.sin(latitude * 900) + 15 * Math.cos(longitude * 700), 1),
      speed: round(this.speed * KNOTS_PER_MPS, 2),
      course: round(this.heading, 1),
      ignition: this.ignition,
      motion: this.speed > 0.3,
      power: round(
        this.ignition ? this.random.between(13.6, 14.3) : this.random.between(12.2, 12.6),
        2,
      ),
      batteryLevel: Math.round(this.battery),
    };
  }

  private depart(): void {
    const here = this.position;
    const choices = this.places.filter((place) => distance(place, here) > 1500);
    const destination = this.random.pick(choices.length ? choices : this.places);
    this.route = planRoute(
      here,
      offset(destination, this.random.between(-300, 300), this.random.between(-300, 300)),
      this.random,
    );
    this.next = 0;
    this.ignition = true;
    this.nextLeg();
  }

  private nextLeg(): void {
    this.cruise = (this.profile.cruiseKmh / 3.6) * this.random.between(0.75, 1.15);
    this.stopAtNext = this.next < this.route.length - 1 && this.random.chance(0.25);
  }

  private step(dt: number): void {
    this.battery = Math.min(100, Math.max(15, this.battery + (this.ignition ? 0.05 : -0.002) * dt));
    if (this.phase !== 'driving') {
      this.speed = 0;
      this.timer -= dt;
      if (this.timer > 0) return;
      if (this.phase === 'parked') {
        this.depart();
        this.phase = 'waiting';
        this.timer = this.random.between(3, 10);
      } else {
        this.phase = 'driving';
      }
      return;
    }
    this.drive(dt);
  }

  private drive(dt: number): void {
    const target = this.route[this.next]!;
    const remaining = distance(this.position, target);
    const wanted = bearing(this.position, target);
    const error = turn(this.heading, wanted);
    if (remaining < Math.max(8, this.speed * dt) || (remaining < 30 && Math.abs(error) > 100)) {
      this.arrive();
      return;
    }
    const rate = TURN_RATE * dt;
    this.heading = (this.heading + Math.max(-rate, Math.min(rate, error)) + 360) % 360;
    const last = this.next === this.route.length - 1;
    let endSpeed = 0;
    if (!last && !this.stopAtNext) {
      const after = bearing(target, this.route[this.next + 1]!);
      endSpeed = Math.abs(turn(wanted, after)) > 35 ? 4.5 : this.cruise;
    }
    const reachable = Math.sqrt(
      endSpeed ** 2 + 2 * this.profile.braking * Math.max(0, remaining - 4),
    );
    let goal = Math.min(this.cruise, reachable);
    if (Math.abs(error) > 60) goal = Math.min(goal, 3);
    const change = goal - this.speed;
    this.speed += Math.max(
      -this.profile.braking * dt,
      Math.min(this.profile.acceleration * dt, change),
    );
    this.speed = Math.max(0, this.speed);
    const metres = this.speed * dt;
    const radians = (this.heading * Math.PI) / 180;
    this.position = offset(this.position, Math.sin(radians) * metres, Math.cos(radians) * metres);
  }

  private arrive(): void {
    if (this.next === this.route.length - 1) {
      this.phase = 'parked';
      this.speed = 0;
      this.ignition = false;
      this.timer = this.random.between(90, 600);
      return;
    }
    const red = this.stopAtNext;
    this.next++;
    this.nextLeg();
    if (red) {
      this.phase = 'waiting';
      this.speed = 0;
      this.timer = this.random.between(10, 45);
    }
  }
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
