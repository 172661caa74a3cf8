// A Farol node in a process of its own, for tests that kill it: `node --import tsx` this file
// with FAROL_TEST_CONFIG (a JSON Partial<Config>); it prints one line of JSON with its URLs.
import { startFarol } from '../../../server/app';

const overrides = JSON.parse(process.env.FAROL_TEST_CONFIG ?? '{}') as Record<string, unknown>;
const farol = await startFarol(overrides);
process.stdout.write(`${JSON.stringify({ url: farol.url, osmandUrl: farol.osmandUrl })}\n`);
