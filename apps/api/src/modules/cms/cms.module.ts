import { defineModule } from '../../core/module';
import type { Infra } from '../../infra/infra';
import { cmsHandlers } from './cms.handlers';
import { createCmsService } from './cms.service';

export const cmsModule = defineModule({
  name: 'cms',
  create({ db, clock }: Infra) {
    return { handlers: [cmsHandlers(createCmsService({ db, clock }))], services: {} };
  },
});
