import { Text } from '@mantine/core';
import IconUpload from '@tabler/icons-react/dist/esm/icons/IconUpload.mjs';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { ACCEPT_ATTRIBUTE, ACCEPTED_EXTENSIONS } from '../utils/import-files';
import classes from './import-transcripts.module.css';

type DropZoneProps = { onFiles: (files: File[]) => void };

/** A button that opens the file picker and takes files dropped on it, many at once. */
export function DropZone({ onFiles }: DropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);

  const handleDragOver = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setIsDragging(true);
  };

  const handleDrop = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setIsDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // Cleared so that choosing the same file again is a change too.
    event.currentTarget.value = '';
    if (files.length > 0) onFiles(files);
  };

  return (
    <>
      <button
        type="button"
        className={classes.dropZone}
        data-dragging={isDragging || undefined}
        onClick={() => inputRef.current?.click()}
        onDragEnter={handleDragOver}
        onDragOver={handleDragOver}
        onDragLeave={() => setIsDragging(false)}
        onDrop={handleDrop}
        aria-describedby="transcript-drop-formats"
      >
        <IconUpload aria-hidden="true" size={28} stroke={1.5} />
        <Text fw={600} component="span">
          Drop transcript files here, or choose files
        </Text>
        <Text size="sm" c="dimmed" component="span" id="transcript-drop-formats">
          {ACCEPTED_EXTENSIONS.join(' ')} · up to 20 MB each · many at once
        </Text>
      </button>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        hidden
        data-testid="transcript-file-input"
        onChange={handleChange}
      />
    </>
  );
}
