/**
 * Why this file exists: every screen under /deposits/{id}/transfer works for the deposit of its
 * path (the transfers' source); they read its id and name the same way.
 */
import { useGetOne, type Identifier } from 'react-admin';
import { useParams } from 'react-router-dom';

export interface SourceDeposit {
  /** The :id of the path. */
  id: string;
  /** The deposit's name once read ('' until then, or when it cannot be read: the server then refuses its transfers). */
  name: string;
}

export const useSourceDeposit = (): SourceDeposit => {
  const { id = '' } = useParams<'id'>();
  const { data } = useGetOne<{ id: Identifier; name: string }>('deposits', { id }, { enabled: id !== '' });
  return { id, name: data?.name ?? '' };
};
