import { CompositeLayer, type DefaultProps, type UpdateParameters } from '@deck.gl/core';
import { PathLayer, PolygonLayer, TextLayer } from '@deck.gl/layers';
import type { GeofenceView } from '../../../worker/types';
import {
  geofenceGeometry,
  labelPoint,
  type GeofenceArea,
  type GeofenceLine,
} from '../geometry/geofenceGeometry';

interface GeofencesLayerProps {
  geofences: readonly GeofenceView[];
  /** Names only where there is room for them (the caller decides by zoom). */
  showNames: boolean;
}

interface NameDatum {
  position: [number, number];
  name: string;
  anchor: boolean;
}

/** Geofences: blue areas and corridors with their names; anchors apart, in amber. */
export const GEOFENCE_COLOR: [number, number, number] = [47, 128, 237];
export const ANCHOR_COLOR: [number, number, number] = [245, 166, 35];

const tint = (anchor: boolean, alpha: number): [number, number, number, number] => [
  ...(anchor ? ANCHOR_COLOR : GEOFENCE_COLOR),
  alpha,
];

/** The user's geofences drawn from their WKT: circles and polygons filled, lines as corridors. */
export class GeofencesLayer extends CompositeLayer<GeofencesLayerProps> {
  static override layerName = 'GeofencesLayer';
  static override defaultProps: DefaultProps<GeofencesLayerProps> = {
    geofences: { type: 'array', value: [], compare: true },
    showNames: true,
  };

  declare state: { areas: GeofenceArea[]; lines: GeofenceLine[]; names: NameDatum[] };

  override updateState({ props, oldProps }: UpdateParameters<this>): void {
    if (props.geofences === oldProps.geofences && this.state.areas) return;
    const { areas, lines } = geofenceGeometry(this.props.geofences);
    const names: NameDatum[] = [
      ...areas.map((a) => ({
        position: labelPoint(a.ring.slice(0, -1)),
        name: a.name,
        anchor: a.anchor,
      })),
      ...lines.map((l) => ({ position: labelPoint(l.path), name: l.name, anchor: l.anchor })),
    ];
    this.setState({ areas, lines, names });
  }

  override renderLayers() {
    const { areas, lines, names } = this.state;
    return [
      new PolygonLayer<GeofenceArea>(
        this.getSubLayerProps({
          id: 'areas',
          data: areas,
          getPolygon: (d: GeofenceArea) => d.ring,
          getFillColor: (d: GeofenceArea) => tint(d.anchor, 40),
          getLineColor: (d: GeofenceArea) => tint(d.anchor, 220),
          getLineWidth: 2,
          lineWidthUnits: 'pixels',
          stroked: true,
          filled: true,
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
          getColor: (d: GeofenceLine) => tint(d.anchor, 110),
        }),
      ),
      new TextLayer<NameDatum>(
        this.getSubLayerProps({
          id: 'names',
          data: names,
          getPosition: (d: NameDatum) => d.position,
          getText: (d: NameDatum) => d.name,
          getSize: 12,
          getColor: (d: NameDatum) => tint(d.anchor, 255),
          fontWeight: 600,
          fontFamily: 'system-ui, sans-serif',
          characterSet: 'auto',
          background: true,
          getBackgroundColor: [255, 255, 255, 200],
          backgroundPadding: [4, 2],
          visible: this.props.showNames,
        }),
      ),
    ];
  }
}
