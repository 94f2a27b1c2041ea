import {
  ANALYSIS_SCOPE_LIMITS,
  type Analysis,
  type AnalysisTemplateView,
  type ConversationMessage,
  type TemplateType,
} from '@clearcall/contracts';
import { Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState, type ReactNode } from 'react';
import { getServerMessage } from '../../../lib/api-client';
import { useCreateConversation } from '../api/create-conversation';
import { useAnalysisCompanies } from '../api/get-analysis-companies';
import { useAnalysisTemplates } from '../api/get-analysis-templates';
import { useConversationInfo } from '../api/get-conversation-info';
import { useProcessTemplate } from '../api/process-template';
import { useUpdateAnalysis } from '../api/update-analysis';
import { useAnalysisStream } from '../hooks/use-analysis-stream';
import { LoadError } from '../../../components/ui/status-message';
import { ChatInput } from './chat-input';
import { ChatMessage } from './chat-message';
import { ChatThread } from './chat-thread';
import { LimitBanner } from './limit-banner';
import { TemplatePicker } from './template-picker';
import { SCOPE_HINT, WorkspaceToolbar, type FilterSelection } from './workspace-toolbar';
import { isWithinTemplateScope } from '../utils/filter-options';
import { describeNextStep } from '../utils/next-step';
import classes from './analysis-workspace.module.css';

const TEMPLATE_FAILED_MESSAGE = 'Failed to process analysis template';
const TEMPLATES_FAILED_MESSAGE = 'Failed to fetch analysis templates';
const NO_FILTERS: FilterSelection = { companyIds: [], years: [], quarters: [] };

type AnalysisWorkspaceProps = {
  userId: string;
  analysis: Analysis;
  /** What the limit banner offers, such as an upgrade button. */
  renderUpgrade?: (dailyLimit: number) => ReactNode;
};

/** A summary a template returned in this visit; after a reload the saved summary shows. */
type TemplateResult = { title: string; question: string | null; text: string };

/** The question waiting for its reply, and whether the reply failed. */
/**
 * A template run or a question whose answer is on its way; `storedBefore` is how many messages
 * the analysis had when it was sent.
 */
type PendingRun = {
  question: string | null;
  title?: string;
  isFailed: boolean;
  storedBefore: number;
};

/**
 * The workspace of one analysis: template type, filters, template cards, the conversation with
 * its streamed replies, and the input (or the daily-limit banner).
 */
export function AnalysisWorkspace({ userId, analysis, renderUpgrade }: AnalysisWorkspaceProps) {
  const companies = useAnalysisCompanies();
  const templates = useAnalysisTemplates();
  const info = useConversationInfo(userId);
  const update = useUpdateAnalysis();
  const runTemplate = useProcessTemplate();
  const converse = useCreateConversation();
  const stream = useAnalysisStream(analysis._id);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const saved = analysis.metadata.filters;
  const [chosenType, setChosenType] = useState<TemplateType | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(saved.template);
  const [result, setResult] = useState<TemplateResult | null>(null);
  const [pending, setPending] = useState<PendingRun | null>(null);

  const isSavedIndustry = templates.data?.industry.some((t) => t._id === saved.template);
  const templateType: TemplateType =
    chosenType ?? (isSavedIndustry || saved.companyIds.length > 1 ? 'industry' : 'company');
  const typeTemplates = templates.data?.[templateType];
  const selectedTemplate = typeTemplates?.find((t) => t._id === selectedId) ?? null;
  const filters: FilterSelection = {
    companyIds: saved.companyIds,
    years: saved.years,
    quarters: saved.quarters,
  };
  const messages: ConversationMessage[] = analysis.conversations;
  const summary =
    result ??
    (analysis.metadata.contextualData
      ? { title: 'Summary', question: null, text: analysis.metadata.contextualData }
      : null);
  const hasContent = summary !== null || messages.length > 0;
  const isLimitReached = info.data?.isConversationLimitReached ?? false;
  const isBusy = pending !== null && !pending.isFailed;
  const hasFullSelection =
    filters.companyIds.length > 0 && filters.years.length > 0 && filters.quarters.length > 0;
  // A selection saved before the cap, or grown since, runs no template until narrowed.
  const isWithinScope = isWithinTemplateScope(
    companies.data ?? [],
    filters,
    ANALYSIS_SCOPE_LIMITS.templateCalls,
  );

  const saveFilters = (next: FilterSelection, template: string | null = selectedId) => {
    update.mutate({ userId, analysisId: analysis._id, body: { ...next, template } });
  };

  const handleTypeChange = (type: TemplateType) => {
    if (type === templateType) return;
    setChosenType(type);
    setSelectedId(null);
    const hasFilters = filters.companyIds.length + filters.years.length + filters.quarters.length;
    if (hasFilters > 0 || saved.template !== null) saveFilters(NO_FILTERS, null);
  };

  const companyNames = () =>
    (companies.data ?? [])
      .filter((company) => filters.companyIds.includes(company._id))
      .map((company) => company.companyName)
      .join(', ');

  const run = (template: AnalysisTemplateView, question: string | null) => {
    stream.reset();
    setPending({ question, title: template.name, isFailed: false, storedBefore: messages.length });
    runTemplate.mutate(
      {
        userId,
        analysisId: analysis._id,
        body: {
          type: template._id,
          companies: companyNames(),
          ...filters,
          ...(question === null ? {} : { template: 'industry' as const, userInput: question }),
        },
      },
      {
        onSuccess: (text) => setResult({ title: template.name, question, text }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: template.name,
            message: getServerMessage(error) ?? TEMPLATE_FAILED_MESSAGE,
          }),
        onSettled: () => {
          setPending(null);
          stream.reset();
        },
      },
    );
  };

  const handleChooseTemplate = (template: AnalysisTemplateView) => {
    if (templateType === 'company') {
      run(template, null);
      return;
    }
    setSelectedId(template._id);
    inputRef.current?.focus();
  };

  const handleSend = (message: string) => {
    if (!hasContent && templateType === 'industry' && selectedTemplate) {
      run(selectedTemplate, message);
      return;
    }
    stream.reset();
    setPending({ question: message, isFailed: false, storedBefore: messages.length });
    converse.mutate(
      { userId, analysisId: analysis._id, body: { message, ...filters } },
      {
        onSuccess: () => {
          setPending(null);
          stream.reset();
        },
        onError: () =>
          setPending({ question: message, isFailed: true, storedBefore: messages.length }),
      },
    );
  };

  const isIntro = !hasContent && !pending;
  const reply = stream.reply;
  const pendingStatus = pending?.isFailed ? 'failed' : reply ? 'streaming' : 'loading';
  // The server stores a question together with its complete reply: the analysis, refetched or
  // updated while the reply streams, may already list both, and neither may show twice.
  const stored = pending ? messages.length - pending.storedBefore : 0;
  const showsQuestion = pending?.question != null && stored < 1;
  const showsReply = pending !== null && stored < 2;
  const contentKey = [messages.length, summary?.text.length, pending?.question, reply?.seq].join();
  const nextStep = describeNextStep({
    filters,
    templateType,
    selectedTemplate,
    isLimitReached,
  });

  return (
    <section className={classes.workspace} aria-label={`Workspace of ${analysis.name}`}>
      <WorkspaceToolbar
        templateType={templateType}
        onTemplateTypeChange={handleTypeChange}
        companies={companies.data}
        isCompaniesError={companies.isError}
        onRetryCompanies={() => void companies.refetch()}
        filters={filters}
        isDisabled={isLimitReached || isBusy}
        onApply={(next) => saveFilters(next)}
      />
      <ChatThread contentKey={contentKey} followsNewest={!isIntro}>
        {isIntro ? (
          <div className={classes.intro}>
            <div>
              <Title order={2} size="h3">
                {nextStep.title}
              </Title>
              <Text size="sm" c="dimmed" maw="70ch">
                {nextStep.hint}
              </Text>
              {!isWithinScope && (
                <Text size="sm" c="red.9" maw="70ch" role="note">
                  {SCOPE_HINT}
                </Text>
              )}
            </div>
            {templates.isError ? (
              <LoadError
                message={TEMPLATES_FAILED_MESSAGE}
                onRetry={() => void templates.refetch()}
              />
            ) : (
              <TemplatePicker
                templates={typeTemplates}
                selectedId={templateType === 'industry' ? selectedId : null}
                isDisabled={!hasFullSelection || isLimitReached || !isWithinScope}
                runningId={null}
                onChoose={handleChooseTemplate}
              />
            )}
          </div>
        ) : (
          <>
            {summary?.question && <ChatMessage role="user" text={summary.question} />}
            {summary && <ChatMessage role="system" title={summary.title} text={summary.text} />}
            {messages.map((message) => (
              <ChatMessage
                key={message._id}
                role={message.role}
                text={message.message}
                sources={message.sources}
              />
            ))}
            {showsQuestion && pending?.question && (
              <ChatMessage role="user" text={pending.question} />
            )}
            {showsReply && pending && (
              <ChatMessage
                role="system"
                title={pending.title}
                text={reply?.message ?? ''}
                status={pendingStatus}
              />
            )}
          </>
        )}
      </ChatThread>
      <div className={classes.footer}>
        {isLimitReached && info.data ? (
          <LimitBanner
            limit={info.data.conversationLimit}
            upgrade={renderUpgrade?.(info.data.conversationLimit)}
          />
        ) : (
          <ChatInput
            ref={inputRef}
            isBusy={isBusy}
            hint={
              !hasContent && selectedTemplate && templateType === 'industry'
                ? `Your question runs the “${selectedTemplate.name}” template over the chosen companies.`
                : undefined
            }
            onSend={handleSend}
          />
        )}
      </div>
    </section>
  );
}
