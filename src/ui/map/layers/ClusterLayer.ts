import { CompositeLayer, type DefaultProps } from '@deck.gl/core';
import { IconLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import type { ClusterFrame } from '../../../worker/types';
import { clusterRadius, donutAtlas, donutIcon } from '../geometry/clusterDonut';

interface ClusterLayerProps {
  frame: ClusterFrame;
}

interface ClusterDatum {
  position: [number, number];
  count: number;
  radius: number;
  /** The ring's id in the donut atlas. */
  icon: string;
}

/**
 * Clusters of devices at low zoom: a white disc sized by the count, the count in its middle,
 * and a ring split by status (online, offline, unknown) in proportion.
 */
export class ClusterLayer extends CompositeLayer<ClusterLayerProps> {
  static override layerName = 'ClusterLayer';
  static override defaultProps: DefaultProps<ClusterLayerProps> = {
    frame: { type: 'object', value: null as unknown as ClusterFrame, compare: true },
  };

  declare state: { data: ClusterDatum[] };

  override updateState(): void {
    const { frame } = this.props;
    const data: ClusterDatum[] = [];
    for (let i = 0; i < frame.length; i++) {
      const count = frame.counts[i]!;
      data.push({
        position: [frame.positions[i * 2]!, frame.positions[i * 2 + 1]!],
        count,
        radius: clusterRadius(count),
        icon: donutIcon(frame.online[i]!, frame.offline[i]!, frame.unknown[i]!),
      });
    }
    this.setState({ data });
  }

  override renderLayers() {
    const { data } = this.state;
    const version = this.props.frame.version;
    return [
      new ScatterplotLayer<ClusterDatum>(
        this.getSubLayerProps({
          id: 'disc',
          data,
          getPosition: (d: ClusterDatum) => d.position,
          getRadius: (d: ClusterDatum) => d.radius,
          radiusUnits: 'pixels',
          getFillColor: [255, 255, 255, 245],
          pickable: true,
          updateTriggers: { getPosition: version, getRadius: version },
        }),
      ),
      new IconLayer<ClusterDatum>(
        this.getSubLayerProps({
          id: 'ring',
          data,
          getPosition: (d: ClusterDatum) => d.position,
          iconAtlas: donutAtlas().url,
          iconMapping: donutAtlas().mapping,
          getIcon: (d: ClusterDatum) => d.icon,
          // The ring's outer edge (radius 31.5 of 64) sits 3 px beyond the disc.
          getSize: (d: ClusterDatum) => ((d.radius + 3) * 64) / 31.5,
          sizeUnits: 'pixels',
          updateTriggers: { getPosition: version, getIcon: version, getSize: version },
        }),
      ),
      new TextLayer<ClusterDatum>(
        this.getSubLayerProps({
          id: 'count',
          data,
          getPosition: (d: ClusterDatum) => d.position,
          getText: (d: ClusterDatum) => String(d.count),
          getSize: 13,
          getColor: [29, 36, 51, 255],
          fontWeight: 700,
          fontFamily: 'system-ui, sans-serif',
          characterSet: '0123456789',
          updateTriggers: { getPosition: version, getText: version },
        }),
      ),
    ];
  }
}
