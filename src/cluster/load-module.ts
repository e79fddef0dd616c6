/**
 * The cluster code, loaded only by the runs that use it: it brings BullMQ
 * and a Redis client, which every other command would otherwise pay for at
 * start. The URL is the same from this module's own file (dist/cluster/)
 * and from the command line's bundle (dist/cli/main.js): both find the
 * cluster at dist/cluster/index.js.
 */
export type ClusterModule = typeof import('./index.js');

export async function loadCluster(): Promise<ClusterModule> {
  return (await import(new URL('../cluster/index.js', import.meta.url).href)) as ClusterModule;
}
