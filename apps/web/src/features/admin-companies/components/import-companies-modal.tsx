import type { CompanyImportResult } from '@clearcall/contracts';
import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import IconUpload from '@tabler/icons-react/dist/esm/icons/IconUpload.mjs';
import { useState } from 'react';
import { getServerMessage } from '../../../lib/api-client';
import { useImportCompanies } from '../api/import-companies';
import { checkCompaniesFile, COMPANIES_FILE_ACCEPT } from '../utils/check-companies-file';
import classes from './admin-companies.module.css';

const IMPORT_FAILED_MESSAGE = 'could not be imported. Check your connection and try again.';

const FORMAT_LABELS: Record<CompanyImportResult['format'], string> = {
  csv: 'CSV',
  'sec-json': 'SEC company tickers JSON',
};

type ImportCompaniesModalProps = { opened: boolean; onClose: () => void };

/** Uploads a companies file and shows what it did: counts, and each refused row by line. */
export function ImportCompaniesModal({ opened, onClose }: ImportCompaniesModalProps) {
  const isFullScreen = useMediaQuery('(max-width: 36em)') ?? false;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const importCompanies = useImportCompanies();
  const result = importCompanies.data;

  const handleFileChange = (chosen: File | null) => {
    setFile(chosen);
    setFileError(null);
    importCompanies.reset();
  };

  const handleImport = () => {
    if (!file) {
      setFileError('Choose a CSV or JSON file to import.');
      return;
    }
    const problem = checkCompaniesFile(file);
    if (problem) {
      setFileError(problem);
      return;
    }
    importCompanies.mutate(file, {
      onError: (error) => {
        const message = getServerMessage(error);
        setFileError(
          message ? `${file.name}: ${message}` : `${file.name} ${IMPORT_FAILED_MESSAGE}`,
        );
      },
    });
  };

  const handleClose = () => {
    if (importCompanies.isPending) return;
    handleFileChange(null);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title="Import companies"
      size="lg"
      fullScreen={isFullScreen}
      centered
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          A CSV whose header row names the columns (name, ticker, exchange, industry, website, logo,
          cik), or the SEC&apos;s company_tickers.json. Companies are matched by CIK, else by
          ticker: importing again updates them and never adds duplicates.
        </Text>
        <FileInput
          label="Companies file"
          placeholder="Choose a .csv or .json file"
          accept={COMPANIES_FILE_ACCEPT}
          value={file}
          onChange={handleFileChange}
          clearable
          leftSection={<IconUpload size={16} stroke={1.75} />}
          error={fileError}
          disabled={importCompanies.isPending}
        />
        {result && <ImportResult result={result} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleClose} disabled={importCompanies.isPending}>
            {result ? 'Done' : 'Cancel'}
          </Button>
          {!result && (
            <Button onClick={handleImport} loading={importCompanies.isPending}>
              Import
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

function ImportResult({ result }: { result: CompanyImportResult }) {
  const counts = [
    { label: 'Created', value: result.created },
    { label: 'Updated', value: result.updated },
    { label: 'Unchanged', value: result.unchanged },
  ];
  return (
    <Stack gap="sm" role="status" aria-label="Import result">
      <Text size="sm">
        Read as {FORMAT_LABELS[result.format]}
        {result.errors.length === 0
          ? '. Every row went in.'
          : `. ${result.errors.length === 1 ? 'One row was' : `${result.errors.length} rows were`} refused; the others went in.`}
      </Text>
      <SimpleGrid cols={3} spacing="sm">
        {counts.map((count) => (
          <Paper key={count.label} withBorder radius="md" p="sm">
            <Text size="xs" c="dimmed">
              {count.label}
            </Text>
            <Text fw={650} fz="xl" className={classes.figure}>
              {count.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {result.errors.length > 0 && (
        <Alert color="yellow" variant="light" title="Rows not imported">
          <ScrollArea.Autosize mah={240} type="auto">
            <List size="sm" spacing={4} aria-label="Rows not imported">
              {result.errors.map((error, index) => (
                <List.Item key={index}>
                  <Text span size="sm" fw={600} className={classes.figure}>
                    Line {error.line}:
                  </Text>{' '}
                  {error.message}
                </List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
        </Alert>
      )}
    </Stack>
  );
}
