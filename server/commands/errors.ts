import { FarolError } from '../errors';

/** `java.lang.RuntimeException` (400): what Traccar's CommandsManager throws. */
export class CommandError extends FarolError {
  constructor(message: string) {
    super('java.lang.RuntimeException', message);
  }
}
