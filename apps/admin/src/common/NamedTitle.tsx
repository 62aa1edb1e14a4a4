import { useRecordContext, useTranslate } from 'react-admin';

/** A page title naming the record: `message` gets `%{name}` ('Depósito %{name}'). */
export const NamedTitle = ({ message }: { message: string }) => {
  const record = useRecordContext<{ name?: string }>();
  const translate = useTranslate();
  return <>{record ? translate(message, { name: record.name ?? '' }) : ''}</>;
};
