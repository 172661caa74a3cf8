import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the local geocoder received. */
export interface GeocodeRequest {
  latitude: number;
  longitude: number;
  /** Every query parameter as sent. */
  query: URLSearchParams;
  /** Epoch ms of its arrival. */
  at: number;
}

/** The street the local geocoder names for a latitude (4 decimals, as the server's cache keys). */
export const streetOf = (latitude: number) => `Rua ${Math.abs(latitude).toFixed(4)}`;

/**
 * A Nominatim-compatible reverse geocoder on 127.0.0.1 for the tests: south of the equator every
 * place is a street named after its latitude in São Paulo; north of it is the sea (Nominatim's
 * `{"error":"Unable to geocode"}`). `failing` answers HTTP 500 instead.
 */
export class LocalNominatim {
  readonly requests: GeocodeRequest[] = [];
  failing = false;
  private readonly server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const latitude = Number(url.searchParams.get('lat'));
    const longitude = Number(url.searchParams.get('lon'));
    this.requests.push({ latitude, longitude, query: url.searchParams, at: Date.now() });
    if (this.failing) {
      response.writeHead(500).end('internal error');
      return;
    }
    const body =
      latitude > 0
        ? { error: 'Unable to geocode' }
        : {
            display_name: `${streetOf(latitude)}, São Paulo, Brasil`,
            address: {
              house_number: '12',
              road: streetOf(latitude),
              city: 'São Paulo',
              state: 'SP',
              country_code: 'br',
              postcode: '01000-000',
            },
          };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });

  /** The reverse endpoint's URL, once started. */
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/reverse`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/** The address the server formats from the local geocoder's answer (Traccar's default format). */
export const addressOf = (latitude: number) => `12 ${streetOf(latitude)}, São Paulo, SP, BR`;
