import type { LiveHub } from '../../services/liveHub';
import { eventJson } from '../eventJson';
import type { Delivery, Notificator } from '../types';

/**
 * `web`: a `{"events":[…]}` message on every open socket of the recipient, the event carrying
 * `attributes.message` (the digest), as Traccar's NotificatorWeb.
 */
export class WebNotificator implements Notificator {
  readonly name = 'web';

  constructor(private readonly hub: LiveHub) {}

  async send({ user, event, message }: Delivery): Promise<void> {
    const json = eventJson(event);
    json.attributes = { ...json.attributes, message: message.digest };
    this.hub.sendToUser(user.id, JSON.stringify({ events: [json] }));
  }
}
