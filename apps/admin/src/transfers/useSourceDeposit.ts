/**
 * Why this file exists: every screen under /deposits/{id}/transfer works for the deposit of its
 * path (the transfers' source); they read its id and name the same way.
 */
import { useGetOne, type Identifier } from 'react-admin';
import { useParams } from 'react-router-dom';

export interface SourceDeposit {
  /** The :id of the path. */
  id: string;
  /** The deposit's name once read ('' until then, or when it cannot be read). */
  name: string;
  /** The deposit could not be read (deleted, unknown): the screens say so. */
  missing: boolean;
}

export const useSourceDeposit = (): SourceDeposit => {
  const { id = '' } = useParams<'id'>();
  const { data, error } = useGetOne<{ id: Identifier; name: string }>('deposits', { id }, { enabled: id !== '' });
  return { id, name: data?.name ?? '', missing: !!error };
};
