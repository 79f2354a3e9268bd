// Invite a member, or change a member's rights (spec 000 §3.3, §5): name and e-mail (locked when
// editing), what they may do, and full or per-device access. Send stays disabled until the e-mail is
// valid; the name is trimmed and capitalised per word; with full access the device list is empty.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailSchema } from '@hemvakt/contract/common';
import { normalizeDeviceAccess, type DeviceAccess, type HouseMember } from '@hemvakt/contract/members';
import type { PermissionFlag } from '@hemvakt/contract/user-data';
import { useEditMember, useInviteMember } from '../../api/members';
import { useUserData } from '../../api/user-data';
import { alertFailure } from '../../components/alert-failure';
import { IonToggle } from '../../components/ionic/lazy-components';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { toast } from '../../components/notify';
import { capitalizeWords } from '../../lib/text';
import { DeviceAccessList } from './device-access-list';
import { deviceOptions } from './device-access';

/** The permissions of spec 000 §6 in the order the form shows them (full device access is separate). */
export const PERMISSION_TOGGLES = [
  'userCanChangeScenes',
  'userCanEditCreateScenes',
  'userCanEditCreateRooms',
  'userCanChangeGeofence',
  'userCanEditCreateCameras',
  'userCanChangeAlarm',
] as const satisfies readonly PermissionFlag[];

type Flags = Record<PermissionFlag, boolean>;

const ALL_ALLOWED: Flags = {
  userHasFullAccessDevices: true,
  userCanChangeScenes: true,
  userCanEditCreateScenes: true,
  userCanEditCreateRooms: true,
  userCanChangeGeofence: true,
  userCanEditCreateCameras: true,
  userCanChangeAlarm: true,
};

export function isValidEmail(value: string): boolean {
  return EmailSchema.safeParse(value.trim()).success;
}

interface MemberFormProps {
  propertyId: string;
  member?: HouseMember;
  onDone: () => void;
}

export function MemberForm({ propertyId, member, onDone }: MemberFormProps) {
  const { t } = useTranslation();
  const invite = useInviteMember(propertyId);
  const edit = useEditMember();
  const { data: userData } = useUserData();
  const entry = member?.propertyLevelPermissions.find((p) => p.propertyId === propertyId);
  const [name, setName] = useState(member?.name ?? '');
  const [email, setEmail] = useState(member?.email ?? '');
  const [emailTouched, setEmailTouched] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [flags, setFlags] = useState<Flags>(() =>
    entry
      ? (Object.fromEntries(
          Object.keys(ALL_ALLOWED).map((flag) => [flag, entry[flag as PermissionFlag]]),
        ) as Flags)
      : ALL_ALLOWED,
  );
  const [devices, setDevices] = useState<DeviceAccess[]>(entry?.userDevices ?? []);
  const emailValid = isValidEmail(email);
  const emailError =
    !member && emailTouched && email.trim() && !emailValid ? t('validation.invalidEmail') : null;
  const pending = invite.isPending || edit.isPending;

  const permissions = () => ({
    ...flags,
    userDevices: normalizeDeviceAccess(flags.userHasFullAccessDevices, devices),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      if (member) {
        await edit.mutateAsync({ propertyId, userId: member.id, ...permissions() });
        void toast(t('members.saved', { name: member.name }));
      } else {
        const userName = capitalizeWords(name);
        if (!userName) {
          setNameError(t('validation.required'));
          return;
        }
        if (!emailValid) {
          setEmailTouched(true);
          return;
        }
        await invite.mutateAsync({ userName, userEmail: email.trim(), ...permissions() });
        void toast(t('members.invited', { email: email.trim() }));
      }
      onDone();
    } catch (cause) {
      alertFailure(t, cause);
    }
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="modal-intro">{member ? t('members.editIntro') : t('members.inviteIntro')}</p>
      <TextField
        name="userName"
        label={t('common.name')}
        value={name}
        error={nameError}
        readonly={Boolean(member)}
        helper={member ? t('members.lockedHint') : undefined}
        autocomplete="off"
        maxlength={80}
        onChange={(value) => {
          setName(value);
          setNameError(null);
        }}
      />
      <TextField
        name="userEmail"
        label={t('common.email')}
        type="email"
        inputMode="email"
        value={email}
        error={emailError}
        readonly={Boolean(member)}
        autocomplete="off"
        onChange={setEmail}
        onBlur={() => setEmailTouched(true)}
      />

      <fieldset className="toggle-group">
        <legend>{t('members.permissionsTitle')}</legend>
        {PERMISSION_TOGGLES.map((flag) => (
          <IonToggle
            key={flag}
            checked={flags[flag]}
            justify="space-between"
            onIonChange={(event) => setFlags((previous) => ({ ...previous, [flag]: event.detail.checked }))}
          >
            {t(`members.permissions.${flag}`)}
          </IonToggle>
        ))}
      </fieldset>

      <fieldset className="toggle-group">
        <legend>{t('members.devicesTitle')}</legend>
        <IonToggle
          checked={flags.userHasFullAccessDevices}
          justify="space-between"
          onIonChange={(event) =>
            setFlags((previous) => ({ ...previous, userHasFullAccessDevices: event.detail.checked }))
          }
        >
          {t('members.permissions.userHasFullAccessDevices')}
        </IonToggle>
        {flags.userHasFullAccessDevices ? (
          <p className="toggle-group__note">{t('members.fullAccessNote')}</p>
        ) : (
          <DeviceAccessList
            options={deviceOptions(userData?.[4], userData?.[3])}
            value={devices}
            onChange={setDevices}
          />
        )}
      </fieldset>

      <SubmitButton pending={pending} disabled={!member && !emailValid}>
        {member ? t('common.save') : t('members.sendInvitation')}
      </SubmitButton>
    </form>
  );
}
