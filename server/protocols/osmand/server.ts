import type { OsmandReply, OsmandRequest } from './handler';
import type { HttpLimits } from './http/connection';
import { OsmandHttpServer } from './http/httpServer';

/**
 * The OsmAnd listener: a keep-alive HTTP/1.1 server that reads each request and passes it to
 * `handle` (any method; the body is read for the form and JSON variants). Its HTTP layer is
 * Farol's own on node:net (`http/`), chosen over node:http by measurement (server/README.md).
 */
export function createOsmandServer(
  handle: (request: OsmandRequest) => Promise<OsmandReply>,
  limits: Partial<HttpLimits> = {},
): OsmandHttpServer {
  return new OsmandHttpServer(handle, limits);
}

/** Starts listening; resolves with the port (the one asked, or the ephemeral one given). */
export function listen(server: OsmandHttpServer, port: number, host: string): Promise<number> {
  return server.listen(port, host);
}

/** Stops listening and drops the kept-alive connections (devices reconnect elsewhere). */
export function closeServer(server: OsmandHttpServer): Promise<void> {
  return server.close();
}
