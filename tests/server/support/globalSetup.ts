import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgresCluster';
import { TEST_DATABASE } from './database';

/**
 * The server tests' global setup: with `FAROL_TEST_DATABASE=postgres`, one PostgreSQL cluster on
 * loopback for the whole run (each test's data folder gets a database of its own in it).
 */
export default async function setup(project: TestProject) {
  if (TEST_DATABASE !== 'postgres') {
    project.provide('postgresUrl', '');
    return;
  }
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
