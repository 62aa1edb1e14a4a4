import { ImageField, ImageInput, useResourceContext, useTranslateLabel } from 'react-admin';

/** A stored image path as ImageInput shows it ({ src }), and back. */
const toPreview = (value: unknown) => (typeof value === 'string' && value ? { src: value } : value);

/**
 * An image field (product photo, user photo, account logo): shows the current image and takes a
 * new one (images only). The data provider uploads it on save and sends its path; a file the
 * server refuses (not an image, above 5 MB) is told under the field in Spanish (no size limit
 * here: the picker would drop a large file without a word). The file picker itself is named by
 * the field's label (react-admin's label is a span, which names nothing).
 */
export const PhotoInput = ({ source, label }: { source: string; label?: string }) => {
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const name = translateLabel({ source, resource, label });
  return (
    <ImageInput
      source={source}
      label={label}
      accept={{ 'image/png': [], 'image/jpeg': [], 'image/gif': [], 'image/webp': [] }}
      format={toPreview}
      inputProps={{ 'aria-label': typeof name === 'string' ? name : source }}
    >
      <ImageField source="src" title="title" sx={{ '& img': { maxHeight: 120, objectFit: 'contain' } }} />
    </ImageInput>
  );
};
