import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSession } from '../core/hooks';
import { SidePanel } from '../layout/SidePanel';
import { LoginAsDialog } from './LoginAsDialog';
import { userRights } from './userRights';
import { UsersTree } from './UsersTree';

/** `/users`: the tree of accounts the signed-in user manages (SPEC §2, §5; opened past RouteGuard). */
export function UsersPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [, navigate] = useLocation();
  const [loginAs, setLoginAs] = useState<number | null>(null);
  const rights = userRights(session);
  return (
    <SidePanel title={t('users.title')} wide>
      <UsersTree
        onOpen={(id) => navigate(`/users/${id}`)}
        onCreate={rights.create ? () => navigate('/users/new') : undefined}
        onLoginAs={setLoginAs}
      />
      {loginAs !== null && <LoginAsDialog userId={loginAs} onClose={() => setLoginAs(null)} />}
    </SidePanel>
  );
}
