import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { getServerMessage } from '../../../lib/api-client';
import { useCreateAnalysis } from '../api/create-analysis';
import { getNewAnalysisName } from '../utils/list-analyses';
import { openTab, readOpenTabs } from './use-open-tabs';

const CREATE_FAILED_MESSAGE = 'Failed to create analysis';

/**
 * Creates 'Analysis{n+1}' (n = open tabs), opens it as a tab and goes to it. A failure shows the
 * server's message, or the specification's words.
 */
export function useStartAnalysis(userId: string) {
  const navigate = useNavigate();
  const create = useCreateAnalysis();
  const start = () => {
    const name = getNewAnalysisName(readOpenTabs(userId).length);
    create.mutate(
      { userId, name },
      {
        onSuccess: (created) => {
          openTab(userId, { id: created._id, title: created.name });
          void navigate(paths.app.analysisDetail.getHref(created._id));
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: 'Analysis',
            message: getServerMessage(error) ?? CREATE_FAILED_MESSAGE,
          }),
      },
    );
  };
  return { start, isPending: create.isPending };
}
