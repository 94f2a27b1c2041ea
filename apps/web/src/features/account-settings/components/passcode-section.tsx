import type { AccountSettings } from '@clearcall/contracts';
import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { getServerMessage } from '../../../lib/api-client';
import { useUpdatePasscodeSetting } from '../api/update-passcode-setting';
import { SettingsSection } from './settings-section';
import classes from './settings.module.css';

const SAVE_FAILED_MESSAGE = 'Your choice could not be saved. Please try again.';

type PasscodeSectionProps = {
  userId: string;
  settings: AccountSettings;
};

/** The e-mailed sign-in passcode switch; shown on and locked when the role always needs it. */
export function PasscodeSection({ userId, settings }: PasscodeSectionProps) {
  const update = useUpdatePasscodeSetting(userId);
  // While saving (and reloading the settings) the switch shows the new choice.
  const choice = update.isPending ? update.variables : settings.passcodeOnSignIn;
  const isChecked = settings.passcodeAlwaysRequired || (choice ?? settings.passcodeOnSignIn);

  const handleChange = (passcodeOnSignIn: boolean) => {
    update.mutate(passcodeOnSignIn, {
      onSuccess: ({ message }) => notifications.show({ color: 'teal', message }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: getServerMessage(error) ?? SAVE_FAILED_MESSAGE,
        }),
    });
  };

  return (
    <SettingsSection
      title="Sign-in passcode"
      description={`After your password, Clearcall e-mails a 6-digit passcode to ${settings.email} and asks for it before signing you in.`}
    >
      <Switch
        label="Ask for an e-mailed passcode at every sign-in"
        description={
          settings.passcodeAlwaysRequired
            ? 'Admins always confirm their sign-in with an e-mailed passcode, so this stays on.'
            : undefined
        }
        checked={isChecked}
        disabled={settings.passcodeAlwaysRequired || update.isPending}
        classNames={
          settings.passcodeAlwaysRequired
            ? { track: classes.lockedOnTrack, label: classes.lockedOnLabel }
            : undefined
        }
        onChange={(event) => handleChange(event.currentTarget.checked)}
      />
    </SettingsSection>
  );
}
