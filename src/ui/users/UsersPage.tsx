import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSession } from '../core/hooks';
import { SidePanel } from '../layout/SidePanel';
import { LoginAsDialog } from './LoginAsDialog';
import { userRights } from './userRights';
import { UsersTree } from './UsersTree';

/** `/users`: the tree of accounts the signed-in user manages (SPEC §2, §5). */
export function UsersPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [, navigate] = useLocation();
  const [loginAs, setLoginAs] = useState<number | null>(null);
  const rights = userRights(session);
  return (
    <SidePanel title={t('users.title')} wide>
      {rights.list ? (
        <UsersTree
          onOpen={(id) => navigate(`/users/${id}`)}
          onCreate={rights.create ? () => navigate('/users/new') : undefined}
          onLoginAs={setLoginAs}
        />
      ) : (
        <p role="alert">{t('errors.WRITE_ACCESS_DENIED')}</p>
      )}
      {loginAs !== null && <LoginAsDialog userId={loginAs} onClose={() => setLoginAs(null)} />}
    </SidePanel>
  );
}
