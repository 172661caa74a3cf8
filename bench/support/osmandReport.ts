/** The OsmAnd report the pipeline benchmarks send (one shape for the generator and in-process). */

/** The query of one report: device `index` at `second`, in its `round`. */
export function reportPath(uniqueId: string, index: number, second: number, round: number): string {
  // Devices spread over ~20 km, each driving north ~33 m per round at 6.5 kn.
  const lat = -23.65 + (index % 200) * 0.001 + round * 0.0003;
  const lon = -46.73 + Math.floor(index / 200) * 0.001;
  return `/?id=${uniqueId}&timestamp=${second}&lat=${lat.toFixed(6)}&lon=${lon.toFixed(6)}&speed=6.5&bearing=0&ignition=true&batt=80`;
}
