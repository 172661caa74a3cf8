import { CompositeLayer, type DefaultProps, type UpdateParameters } from '@deck.gl/core';
import { IconLayer, ScatterplotLayer } from '@deck.gl/layers';
import type { MapFrame } from '../../../worker/types';
import { POINTER_ICON, type DeviceAtlas } from '../deviceAtlas';

interface DeviceMarkersProps {
  frame: MapFrame;
  atlas: DeviceAtlas;
  /** Small status dots without glyph or pointer, for low zooms where markers overlap. */
  compact: boolean;
}

interface DeviceMarkersState {
  [key: string]: unknown;
  angles: Float32Array;
  pointers: Uint8Array;
  glyphs: Uint8Array;
}

const DISC_RADIUS = 13;
const COMPACT_RADIUS = 5;
/** Pointer height on screen (px); with the atlas anchor it sits just outside the disc's rim. */
const POINTER_SIZE = 9;

/** Deck's angles run counter-clockwise; a course runs clockwise from north. */
function toAngles(courses: Float32Array): Float32Array {
  const angles = new Float32Array(courses.length);
  for (let i = 0; i < courses.length; i++) angles[i] = -courses[i]!;
  return angles;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Every device as a status-coloured disc with a white rim, a heading pointer rotated by course
 * and the white glyph of its category, all read from the worker's typed arrays.
 */
export class DeviceMarkersLayer extends CompositeLayer<DeviceMarkersProps> {
  static override layerName = 'DeviceMarkersLayer';
  static override defaultProps: DefaultProps<DeviceMarkersProps> = {
    frame: { type: 'object', value: null as unknown as MapFrame, compare: true },
    atlas: { type: 'object', value: null as unknown as DeviceAtlas, compare: true },
    compact: false,
  };

  declare state: DeviceMarkersState;

  override updateState({ props, oldProps }: UpdateParameters<this>): void {
    if (props.frame === oldProps.frame) return;
    const { frame } = props;
    const previous = this.state.glyphs;
    this.setState({
      angles: toAngles(frame.courses),
      pointers:
        this.state.pointers?.length === frame.length
          ? this.state.pointers
          : new Uint8Array(frame.length).fill(POINTER_ICON),
      // Keep the old array when categories did not change, so deck skips re-deriving icon frames.
      glyphs: previous && sameBytes(previous, frame.icons) ? previous : frame.icons,
    });
  }

  override renderLayers() {
    const { frame, atlas, compact } = this.props;
    const { angles, pointers, glyphs } = this.state;
    const position = { value: frame.positions, size: 2 };
    const color = { value: frame.colors, size: 4, normalized: true };
    return [
      new IconLayer(
        this.getSubLayerProps({
          id: 'heading',
          data: {
            length: frame.length,
            attributes: {
              getPosition: position,
              getColor: color,
              getAngle: { value: angles, size: 1 },
              getIcon: { value: pointers, size: 1 },
            },
          },
          iconAtlas: atlas.url,
          iconMapping: atlas.mapping,
          getSize: POINTER_SIZE,
          sizeUnits: 'pixels',
          pickable: false,
          visible: !compact,
        }),
      ),
      new ScatterplotLayer(
        this.getSubLayerProps({
          id: 'disc',
          data: {
            length: frame.length,
            attributes: { getPosition: position, getFillColor: color },
          },
          radiusUnits: 'pixels',
          getRadius: compact ? COMPACT_RADIUS : DISC_RADIUS,
          stroked: true,
          lineWidthUnits: 'pixels',
          getLineWidth: compact ? 1 : 2,
          getLineColor: [255, 255, 255, 255],
          // Clicks are hit-tested by the worker (FleetMap); GPU picking would redraw the fleet.
          pickable: false,
        }),
      ),
      new IconLayer(
        this.getSubLayerProps({
          id: 'glyph',
          data: {
            length: frame.length,
            attributes: {
              getPosition: position,
              getIcon: { value: glyphs, size: 1 },
              getColor: { value: frame.glyphColors, size: 4, normalized: true },
            },
          },
          iconAtlas: atlas.url,
          iconMapping: atlas.mapping,
          getSize: 17,
          sizeUnits: 'pixels',
          pickable: false,
          visible: !compact,
        }),
      ),
    ];
  }
}
