import { CompositeLayer, type DefaultProps, type UpdateParameters } from '@deck.gl/core';
import { PathLayer, PolygonLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import type { GeofenceView } from '../../../worker/types';
import {
  geofenceGeometry,
  labelPoint,
  type GeofenceArea,
  type GeofenceCircle,
  type GeofenceLine,
} from '../geometry/geofenceGeometry';

interface GeofencesLayerProps {
  geofences: readonly GeofenceView[];
  /**
   * The geofences the user hid (worker SPEC.md G4): masked by colour over the geometry already
   * built, so a toggle updates colours and never re-tessellates 10,000 areas.
   */
  hidden: readonly number[];
  /** Names only where there is room for them (the caller decides by zoom). */
  showNames: boolean;
}

interface NameDatum {
  id: number;
  position: [number, number];
  name: string;
  anchor: boolean;
}

/** Geofences: blue areas and corridors with their names; anchors apart, in amber. */
export const GEOFENCE_COLOR: [number, number, number] = [47, 128, 237];
export const ANCHOR_COLOR: [number, number, number] = [245, 166, 35];

type Rgba = [number, number, number, number];
const CLEAR: Rgba = [0, 0, 0, 0];

/** A geofence's colour at `alpha`, or nothing at all when the user hid it. */
export const geofenceTint = (
  item: { id: number; anchor: boolean },
  alpha: number,
  hidden: ReadonlySet<number>,
): Rgba =>
  hidden.has(item.id) ? CLEAR : [...(item.anchor ? ANCHOR_COLOR : GEOFENCE_COLOR), alpha];

const NAME_BACKGROUND: Rgba = [255, 255, 255, 200];

/** The user's geofences drawn from their WKT: circles and polygons filled, lines as corridors. */
export class GeofencesLayer extends CompositeLayer<GeofencesLayerProps> {
  static override layerName = 'GeofencesLayer';
  static override defaultProps: DefaultProps<GeofencesLayerProps> = {
    geofences: { type: 'array', value: [], compare: true },
    hidden: { type: 'array', value: [], compare: false },
    showNames: true,
  };

  declare state: {
    circles: GeofenceCircle[];
    areas: GeofenceArea[];
    lines: GeofenceLine[];
    names: NameDatum[];
    hidden: ReadonlySet<number>;
    /** Counts changes of `hidden`: the colour accessors' update trigger (a Set has no keys). */
    hiddenVersion: number;
  };

  override updateState({ props, oldProps }: UpdateParameters<this>): void {
    if (props.hidden !== oldProps.hidden || !this.state.hidden)
      this.setState({
        hidden: new Set(props.hidden),
        hiddenVersion: (this.state.hiddenVersion ?? 0) + 1,
      });
    if (props.geofences === oldProps.geofences && this.state.areas) return;
    const { circles, areas, lines } = geofenceGeometry(this.props.geofences);
    const names: NameDatum[] = [
      ...circles.map((c) => ({ id: c.id, position: c.center, name: c.name, anchor: c.anchor })),
      ...areas.map((a) => ({
        id: a.id,
        position: labelPoint(a.ring.slice(0, -1)),
        name: a.name,
        anchor: a.anchor,
      })),
      ...lines.map((l) => ({
        id: l.id,
        position: labelPoint(l.path),
        name: l.name,
        anchor: l.anchor,
      })),
    ];
    this.setState({ circles, areas, lines, names });
  }

  override renderLayers() {
    const { circles, areas, lines, names, hidden, hiddenVersion } = this.state;
    const masked = {
      getFillColor: hiddenVersion,
      getLineColor: hiddenVersion,
      getColor: hiddenVersion,
    };
    // Circles and areas: a light fill inside a 2 px outline, both dimmed when hidden.
    const outlined = {
      getFillColor: (d: GeofenceCircle | GeofenceArea) => geofenceTint(d, 40, hidden),
      getLineColor: (d: GeofenceCircle | GeofenceArea) => geofenceTint(d, 220, hidden),
      getLineWidth: 2,
      lineWidthUnits: 'pixels' as const,
      stroked: true,
      filled: true,
      updateTriggers: masked,
    };
    return [
      new ScatterplotLayer<GeofenceCircle>(
        this.getSubLayerProps({
          id: 'circles',
          data: circles,
          getPosition: (d: GeofenceCircle) => d.center,
          getRadius: (d: GeofenceCircle) => d.radius,
          radiusUnits: 'meters',
          ...outlined,
        }),
      ),
      new PolygonLayer<GeofenceArea>(
        this.getSubLayerProps({
          id: 'areas',
          data: areas,
          getPolygon: (d: GeofenceArea) => d.ring,
          ...outlined,
        }),
      ),
      new PathLayer<GeofenceLine>(
        this.getSubLayerProps({
          id: 'lines',
          data: lines,
          getPath: (d: GeofenceLine) => d.path,
          getWidth: (d: GeofenceLine) => d.width,
          widthUnits: 'meters',
          widthMinPixels: 3,
          getColor: (d: GeofenceLine) => geofenceTint(d, 110, hidden),
          updateTriggers: masked,
        }),
      ),
      new TextLayer<NameDatum>(
        this.getSubLayerProps({
          id: 'names',
          data: names,
          getPosition: (d: NameDatum) => d.position,
          getText: (d: NameDatum) => d.name,
          getSize: 12,
          getColor: (d: NameDatum) => geofenceTint(d, 255, hidden),
          fontWeight: 600,
          fontFamily: 'system-ui, sans-serif',
          characterSet: 'auto',
          background: true,
          getBackgroundColor: (d: NameDatum) => (hidden.has(d.id) ? CLEAR : NAME_BACKGROUND),
          backgroundPadding: [4, 2],
          visible: this.props.showNames,
          updateTriggers: { getColor: hiddenVersion, getBackgroundColor: hiddenVersion },
        }),
      ),
    ];
  }
}
