import {
  COORDINATE_SYSTEM,
  CompositeLayer,
  type DefaultProps,
  type UpdateParameters,
} from '@deck.gl/core';
import { PathLayer } from '@deck.gl/layers';
import type { ReplayPathLevel } from '../../worker/types';
import { levelsUploaded, pathLevelAt } from './pathLevel';

interface ReplayPathLayerProps {
  /** The worker's paths, finest level first (float32 offsets from `origin`). */
  levels: ReplayPathLevel[];
  /** RGBA per vertex, one array per level. */
  colors: Uint8Array[];
  origin: [number, number];
  widthPx: number;
}

/** What one level's PathLayer reads: the worker's buffers as they are. */
interface LevelData {
  length: number;
  startIndices: Uint32Array;
  attributes: {
    getPath: { value: Float32Array; size: 2 };
    getColor: { value: Uint8Array; size: 4; normalized: true };
  };
}

const EMPTY_LEVEL: LevelData = {
  length: 0,
  startIndices: new Uint32Array(1),
  attributes: {
    getPath: { value: new Float32Array(0), size: 2 },
    getColor: { value: new Uint8Array(0), size: 4, normalized: true },
  },
};

/**
 * The player's paths (worker SPEC.md RY7): one binary PathLayer per level of detail, every
 * device's path in one buffer, uploaded the first time the zoom asks for that level and kept
 * (a new load or colouring starts over); only the level that fits the zoom is drawn.
 * Offsets from one origin (LNGLAT_OFFSETS) need no 64-bit split; open paths given as they are
 * (`_pathType: 'open'`) skip deck.gl's normalisation, so nothing walks the vertices here.
 */
export class ReplayPathLayer extends CompositeLayer<ReplayPathLayerProps> {
  static override layerName = 'ReplayPathLayer';
  static override defaultProps: DefaultProps<ReplayPathLayerProps> = {
    levels: { type: 'object', value: [], compare: true },
    colors: { type: 'object', value: [], compare: true },
    origin: { type: 'array', value: [0, 0], compare: true },
    widthPx: 4,
  };

  /** `uploaded`: the levels with a PathLayer (and GPU buffers), in the order first drawn. */
  declare state: { data: LevelData[]; level: number; uploaded: number[] };

  private levelNow(): number {
    const { viewport } = this.context;
    return pathLevelAt(
      this.props.levels.map((level) => level.tolerance),
      viewport.zoom,
      this.props.origin[1],
    );
  }

  override shouldUpdateState({ changeFlags }: UpdateParameters<this>): boolean {
    return (
      Boolean(changeFlags.propsOrDataChanged) ||
      (Boolean(changeFlags.viewportChanged) && this.levelNow() !== this.state.level)
    );
  }

  override updateState({ props, oldProps }: UpdateParameters<this>): void {
    if (props.levels !== oldProps.levels || props.colors !== oldProps.colors || !this.state.data) {
      const data = props.levels.map((level, i): LevelData => ({
        length: level.startIndices.length - 1,
        startIndices: level.startIndices,
        attributes: {
          getPath: { value: level.vertices, size: 2 },
          getColor: { value: props.colors[i]!, size: 4, normalized: true },
        },
      }));
      this.setState({ data, uploaded: [] });
    }
    const level = this.levelNow();
    this.setState({ level, uploaded: levelsUploaded(this.state.uploaded, level) });
  }

  override renderLayers() {
    const { level, uploaded } = this.state;
    const { origin, widthPx } = this.props;
    // Without levels one empty layer still stands, so its GPU program and model are built
    // ahead; a load's first level takes its place (`slot-0`), the next levels the places after.
    const shown =
      this.state.data.length > 0
        ? uploaded.map((i) => [i, this.state.data[i]!] as const)
        : [[0, EMPTY_LEVEL] as const];
    return shown.map(
      ([i, levelData], slot) =>
        new PathLayer(
          this.getSubLayerProps({
            id: `slot-${slot}`,
            data: levelData,
            _pathType: 'open',
            positionFormat: 'XY',
            coordinateSystem: COORDINATE_SYSTEM.LNGLAT_OFFSETS,
            coordinateOrigin: [origin[0], origin[1], 0],
            getWidth: widthPx,
            widthUnits: 'pixels',
            capRounded: true,
            jointRounded: true,
            // A level once uploaded stays; switching back only changes which one draws.
            visible: i === level && levelData.length > 0,
          }),
        ),
    );
  }
}
