// Public API of the detail panels (spec 001): the drawer, the panel pattern and the shared sub-panels.

// Drawer
export { DetailDrawerContainer } from './components/drawer/detail-drawer-container.tsx';
export type { DetailDrawerContainerProps } from './components/drawer/detail-drawer-container.tsx';
export { DetailDrawer } from './components/drawer/detail-drawer.tsx';
export type { DetailDrawerProps } from './components/drawer/detail-drawer.tsx';
export { useDetailDrawer } from './hooks/use-detail-drawer.ts';
export type { DetailDrawerController, UseDetailDrawerOptions } from './hooks/use-detail-drawer.ts';
export { reduceToggleDrawer, DEFAULT_DRAWER_WIDTH, GLOBAL_DRAWER_WIDTH, DRAWER_LAYER, DRAWER_MODAL_LAYER } from './model/drawer.ts';
export type { DrawerState, OpenPanel } from './model/drawer.ts';
export { encodePanelParam, decodePanelParam, encodePanelTrail, decodePanelTrail, PANEL_SEARCH_PARAM, PANEL_TRAIL_MAX } from './model/panel-param.ts';
export type { PanelLocation, PanelTrail } from './model/panel-param.ts';

// Pivots on values (issue 13): an identifier value's menu (Copy, Search for it, Open its profile).
export { PivotValue, PivotField } from './components/pivot/pivot-value.tsx';
export type { PivotValueProps, PivotFieldProps } from './components/pivot/pivot-value.tsx';
export { PivotProvider, usePivotActions } from './components/pivot/pivot-context.tsx';
export type { PivotActions, PivotProviderProps } from './components/pivot/pivot-context.tsx';
export { pivotProfile, PIVOT_KINDS } from './model/pivot.ts';
export type { PivotKind } from './model/pivot.ts';
export { PANEL_REGISTRY, PanelFor } from './components/panel-registry/panel-registry.tsx';
export type { PanelProps, PanelRegistry } from './components/panel-registry/panel-registry.tsx';

// Object-group drawer (spec 001 §2.16): mount once; the drawer itself is a lazy chunk.
export { ObjectGroupDrawerContainer } from './components/object-group-drawer/object-group-drawer-container.tsx';
export type { ObjectGroupDrawerContainerProps } from './components/object-group-drawer/object-group-drawer-container.tsx';

// The panel pattern
export type { PanelState, PanelErrorState } from './model/panel-state.ts';
export { PanelStateView } from './components/panel-state/panel-state.tsx';

// URL, domain, IP, threat insight and process panels (search_type 4, 5, 6, 12, 13). The panels
// themselves stay lazy chunks behind PANEL_REGISTRY / PanelFor; their hooks and pure helpers are here.
export { useObjectRecord, useObjectPanel, OBJECT_KINDS } from './components/object-panel/use-object-record.ts';
export type { ObjectKind, ObjectRecordState, ObjectPanelModel } from './components/object-panel/use-object-record.ts';
export { useProcessCapability, processCapabilityQuery, processBasics } from './components/process-panel/use-process-capability.ts';
export type { ProcessParams, ProcessCapabilityState, ProcessBasics } from './components/process-panel/use-process-capability.ts';
export { useThreatInsight, intelligenceInsightHref } from './components/threat-insight-panel/use-threat-insight.ts';
export type { ThreatInsightState } from './components/threat-insight-panel/use-threat-insight.ts';
export { prepareActivitySeries, createActivityScales, findPeak } from './components/activity-chart/activity-chart-data.ts';
export type { ActivitySeries, ActivityDatum, ActivityInput } from './components/activity-chart/activity-chart-data.ts';
