import { ActionIcon, Loader, Tooltip } from '@mantine/core';
import IconHome from '@tabler/icons-react/dist/esm/icons/IconHome.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useOpenTabs, type AnalysisTab } from '../hooks/use-open-tabs';
import { useStartAnalysis } from '../hooks/use-start-analysis';
import { AnalysisOptionsMenu } from './analysis-options-menu';
import { DeleteAnalysisModal } from './delete-analysis-modal';
import { RenameAnalysisModal, type AnalysisRef } from './rename-analysis-modal';
import classes from './analysis-tab-bar.module.css';

type AnalysisTabBarProps = {
  userId: string;
  /** The analysis on screen; null on the list (the home button is then the active one). */
  activeId: string | null;
};

/** Home, one tab per open analysis (rename and close on hover) and a plus to start another. */
export function AnalysisTabBar({ userId, activeId }: AnalysisTabBarProps) {
  const navigate = useNavigate();
  const { tabs, close } = useOpenTabs(userId);
  const { start, isPending } = useStartAnalysis(userId);
  const [renaming, setRenaming] = useState<AnalysisRef | null>(null);
  const [deleting, setDeleting] = useState<AnalysisRef | null>(null);
  const activeTab = tabs.find((tab) => tab.id === activeId) ?? null;

  const goTo = (tab: AnalysisTab | null) =>
    navigate(tab ? paths.app.analysisDetail.getHref(tab.id) : paths.app.analysis.getHref());

  const handleClose = (tab: AnalysisTab) => {
    const next = close(tab.id);
    if (tab.id === activeId) void goTo(next);
  };

  return (
    <nav className={classes.bar} aria-label="Open analyses">
      <Tooltip label="All analyses">
        <ActionIcon
          component={Link}
          to={paths.app.analysis.getHref()}
          variant={activeId === null ? 'filled' : 'default'}
          size="lg"
          aria-label="All analyses"
          aria-current={activeId === null ? 'page' : undefined}
          className={classes.home}
        >
          <IconHome size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <ul className={classes.tabs}>
        {tabs.map((tab) => {
          const isActive = tab.id === activeId;
          return (
            <li key={tab.id} className={classes.tab} data-active={isActive || undefined}>
              <Link
                to={paths.app.analysisDetail.getHref(tab.id)}
                className={classes.tabLink}
                aria-current={isActive ? 'page' : undefined}
                title={tab.title}
              >
                {tab.title}
              </Link>
              <span className={classes.tabActions}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={`Rename ${tab.title}`}
                  onClick={() => setRenaming({ id: tab.id, name: tab.title })}
                >
                  <IconPencil size={14} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={`Close ${tab.title}`}
                  onClick={() => handleClose(tab)}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </span>
            </li>
          );
        })}
      </ul>
      <Tooltip label="New analysis">
        <ActionIcon
          variant="light"
          size="lg"
          aria-label="New analysis"
          onClick={start}
          disabled={isPending}
          className={classes.add}
        >
          {isPending ? <Loader size={14} /> : <IconPlus size={18} aria-hidden />}
        </ActionIcon>
      </Tooltip>
      {activeTab && (
        <AnalysisOptionsMenu
          name={activeTab.title}
          onEdit={() => setRenaming({ id: activeTab.id, name: activeTab.title })}
          onDelete={() => setDeleting({ id: activeTab.id, name: activeTab.title })}
          size="lg"
          className={classes.options}
        />
      )}
      <RenameAnalysisModal userId={userId} analysis={renaming} onClose={() => setRenaming(null)} />
      <DeleteAnalysisModal
        userId={userId}
        analysis={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id, next) => {
          // Deleting the analysis on screen moves to the tab that took its place, or the list.
          if (id === activeId) void goTo(next);
        }}
      />
    </nav>
  );
}
