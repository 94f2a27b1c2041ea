import { ActionIcon, Menu, type ActionIconProps } from '@mantine/core';
import IconDotsVertical from '@tabler/icons-react/dist/esm/icons/IconDotsVertical.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';

type AnalysisOptionsMenuProps = {
  /** The analysis' name, for the button's label. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  size?: ActionIconProps['size'];
  className?: string;
};

/** The ⋮ menu of an analysis, on its card and on the tab bar: Edit (rename) and Delete. */
export function AnalysisOptionsMenu({
  name,
  onEdit,
  onDelete,
  size,
  className,
}: AnalysisOptionsMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={size}
          aria-label={`Options for ${name}`}
          className={className}
        >
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
          Edit
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
