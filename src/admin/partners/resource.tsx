import HandshakeIcon from '@mui/icons-material/Handshake';
import { partnerResource } from '../../api/partners';
import { declaredResource } from '../contentScreens/declaredResource';
import { httpsOnly } from '../forms/formRules';

/** Home's partners, in the back office's "Site" group. */
export const partnersResource = declaredResource(partnerResource, {
  icon: HandshakeIcon,
  label: 'sidebar.menu.partners',
  textRequired: 'forms.validation.partner_name',
  rules: { link: httpsOnly },
});
