// Side effect only, imported first by the test setup: see @soc/testing `renderCounts`.
import { installRenderCounter } from '../../libs/shared/testing/src/render-counter.ts';

installRenderCounter();
