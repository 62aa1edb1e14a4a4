/**
 * Issue 34: react-admin's query client, told to run its queries and writes whatever the browser
 * says of the connection. By default react-query pauses them while offline, so the POS's reads
 * would never reach the data provider that answers them from the device's data, nor a sale the
 * outbox keeps.
 */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { networkMode: 'always' }, mutations: { networkMode: 'always' } },
});
