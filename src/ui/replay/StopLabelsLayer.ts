import { CompositeLayer, type DefaultProps, type UpdateParameters } from '@deck.gl/core';
import type { TextLayer } from '@deck.gl/layers';
import { buildStopLayers } from '../map/layers/buildStopLayers';
import { LABEL_ROW_PX, labelPlan, placeLabels, type LabelPlan } from './labelPlacement';
import type { ReplayStop } from '../../worker/types';

interface StopLabelsProps {
  /** The stops whose durations may show (`data`, compared by identity). */
  data: ReplayStop[];
}

/**
 * The player's stop durations, none over another at any zoom (labelPlacement): the placement is
 * made again when the zoom changes (a pan moves every box alike), and the text layer (the one
 * the map's stops use, buildStopLayers) gets new data only when the placement changed.
 */
export class StopLabelsLayer extends CompositeLayer<StopLabelsProps> {
  static override layerName = 'StopLabelsLayer';
  static override defaultProps: DefaultProps<StopLabelsProps> = {
    data: { type: 'object', value: [], compare: false },
  };

  declare state: {
    plan: LabelPlan<ReplayStop>;
    zoom: number;
    rows: Int8Array;
    /** The stops shown and each one's row. */
    shown: ReplayStop[];
    rowOf: Map<ReplayStop, number>;
  };

  override shouldUpdateState({ changeFlags }: UpdateParameters<this>): boolean {
    return (
      Boolean(changeFlags.propsOrDataChanged) ||
      (Boolean(changeFlags.viewportChanged) && this.context.viewport.zoom !== this.state.zoom)
    );
  }

  override updateState({ props, oldProps }: UpdateParameters<this>): void {
    const fresh = !this.state.plan || props.data !== oldProps.data;
    const plan = fresh ? labelPlan(props.data) : this.state.plan;
    const zoom = this.context.viewport.zoom;
    const rows = placeLabels(plan, zoom);
    const same =
      !fresh &&
      rows.length === this.state.rows.length &&
      rows.every((row, i) => row === this.state.rows[i]);
    if (same) {
      this.setState({ zoom });
      return;
    }
    const rowOf = new Map<ReplayStop, number>();
    plan.stops.forEach((stop, i) => {
      if (rows[i]! >= 0) rowOf.set(stop, rows[i]!);
    });
    this.setState({ plan, zoom, rows, shown: [...rowOf.keys()], rowOf });
  }

  override renderLayers() {
    const { shown, rowOf } = this.state;
    const durations = buildStopLayers('replay', [], shown)[1] as TextLayer<ReplayStop>;
    const [dx, dy] = durations.props.getPixelOffset as [number, number];
    return durations.clone(
      this.getSubLayerProps({
        id: 'text',
        getPixelOffset: (stop: ReplayStop) => [dx, dy - LABEL_ROW_PX * (rowOf.get(stop) ?? 0)],
        updateTriggers: { getPixelOffset: rowOf },
      }),
    );
  }
}
