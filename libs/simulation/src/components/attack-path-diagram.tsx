import { Box, Button, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Zoom } from '@visx/zoom';
import { CctvIcon, MaximizeIcon, MinusIcon, MonitorIcon, PlusIcon, RotateCcwIcon, RouterIcon, ServerIcon, SkullIcon, type LucideIcon } from 'lucide-react';
import { useCallback, useId, useMemo, type KeyboardEvent } from 'react';
import { useAttackPath, type DiagramZoom } from '../hooks/use-attack-path.ts';
import { useTooltipPlacement } from '../hooks/use-tooltip-placement.ts';
import { ATTACKER_POSITION, DIAGRAM_SIDE_MARGIN, DIAGRAM_SIZE, type AttackStep, type ThreatActorAttack } from '../model/threat-actors.ts';
import { constrainScale, fitMatrix, steppedScale } from '../model/zoom.ts';
import type { HostField } from '../model/validation.ts';

export interface AttackPathDiagramProps {
  attack: ThreatActorAttack;
  /** The addresses typed in the form, shown under each host. */
  ips: Partial<Record<HostField, string>>;
  width: number;
  height: number;
  /** Opens the full-screen "Attack Path" modal (absent inside that modal). */
  onOpenFullScreen?: () => void;
}

/**
 * The diagram's texts, sized in its own space so they keep clear of the nodes and of each other at
 * any zoom. Set as CSS: the console's reset (`* { font: inherit }`) beats SVG font attributes, and the
 * labels took the page's rem size, overlapping each other when the browser's text size was large.
 */
const DIAGRAM_FONTS = {
  step: { fontSize: '13px', fontWeight: 700 },
  name: { fontSize: '13px', fontWeight: 600 },
  address: { fontSize: '12px', fontWeight: 400 },
} as const;

type Point = { x: number; y: number };

function positionOf(attack: ThreatActorAttack, end: HostField | 'attacker'): Point {
  if (end === 'attacker') return ATTACKER_POSITION;
  return attack.hosts.find((h) => h.field === end) ?? ATTACKER_POSITION;
}

/** Where a step's number sits: the middle of its arrow, or above its host for a step on one host. */
function stepPosition(attack: ThreatActorAttack, step: AttackStep): Point {
  const from = positionOf(attack, step.from);
  const to = positionOf(attack, step.to);
  if (step.from === step.to) return { x: to.x, y: to.y - 56 };
  return { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
}

/**
 * The attack path of a threat-actor simulation (spec 002 §2.3): hosts, arrows and numbered steps,
 * zoomable and draggable with @visx/zoom, every gesture also on the keyboard.
 */
export function AttackPathDiagram({ attack, ips, width, height, onOpenFullScreen }: AttackPathDiagramProps) {
  const initial = useMemo(() => fitMatrix({ width, height }, DIAGRAM_SIZE, DIAGRAM_SIDE_MARGIN), [width, height]);
  return (
    <Zoom<HTMLDivElement> width={width} height={height} initialTransformMatrix={initial} constrain={constrainScale}>
      {(zoom) => <DiagramCanvas zoom={zoom} attack={attack} ips={ips} width={width} height={height} onOpenFullScreen={onOpenFullScreen} />}
    </Zoom>
  );
}

function DiagramCanvas({
  zoom,
  attack,
  ips,
  width,
  height,
  onOpenFullScreen,
}: AttackPathDiagramProps & {
  zoom: DiagramZoom & {
    toString: () => string;
    applyToPoint: (p: Point) => Point;
  };
}) {
  const { t, i18n } = useLingui();
  const interaction = useAttackPath(zoom);
  const helpId = useId();
  const tooltipId = useId();
  const active = attack.steps.find((s) => s.number === interaction.activeStep);
  const scalePercent = Math.round(zoom.transformMatrix.scaleX * 100);
  // At the smallest scale Zoom out can do nothing: it says so, and keeps the focus (aria-disabled).
  const atSmallest = steppedScale(zoom.transformMatrix.scaleX, -1) === zoom.transformMatrix.scaleX;

  const tooltipAt = active ? zoom.applyToPoint(stepPosition(attack, active)) : undefined;
  const tooltip = useTooltipPlacement(tooltipAt, { width, height }, active?.number);
  // The tooltip is both a place a press may land without closing it, and a box to measure and place.
  const { tooltipRef: pressRef } = interaction;
  const { ref: placementRef } = tooltip;
  const tooltipRef = useCallback(
    (element: HTMLElement | null) => {
      pressRef(element);
      placementRef(element);
    },
    [pressRef, placementRef],
  );

  const onStepKey = (event: KeyboardEvent<SVGGElement>, step: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      interaction.toggleStep(step);
    }
  };

  return (
    <Box>
      {/* Wraps in a narrow modal (390 px, Japanese) instead of pushing the zoom figure off its start. */}
      <HStack gap="1" mb="2" justify="flex-end" flexWrap="wrap">
        <Text textStyle="xs" color="fg.muted" me="auto" aria-live="polite">
          {t({ id: 'SIM.DIAGRAM.SCALE', message: `Zoom ${scalePercent}%` })}
        </Text>
        <Button
          size="xs"
          variant="outline"
          onClick={interaction.zoomOut}
          aria-disabled={atSmallest || undefined}
          aria-label={t({ id: 'SIM.DIAGRAM.ZOOM_OUT', message: 'Zoom out' })}
        >
          <MinusIcon aria-hidden="true" />
        </Button>
        <Button size="xs" variant="outline" onClick={interaction.zoomIn} aria-label={t({ id: 'SIM.DIAGRAM.ZOOM_IN', message: 'Zoom in' })}>
          <PlusIcon aria-hidden="true" />
        </Button>
        <Button size="xs" variant="outline" onClick={interaction.reset}>
          <RotateCcwIcon aria-hidden="true" />
          {t({ id: 'SIM.DIAGRAM.RESET', message: 'Reset' })}
        </Button>
        {onOpenFullScreen ? (
          <Button size="xs" variant="outline" onClick={onOpenFullScreen}>
            <MaximizeIcon aria-hidden="true" />
            {t({ id: 'SIM.DIAGRAM.FULL_SCREEN', message: 'Full screen' })}
          </Button>
        ) : null}
      </HStack>
      <VisuallyHidden id={helpId}>
        {t({
          id: 'SIM.DIAGRAM.HELP',
          message: 'Plus and minus zoom, 0 resets, the arrow keys move the view. Tab to a step and press Enter to show its description; Esc hides it.',
        })}
      </VisuallyHidden>
      <Box
        ref={interaction.boxRef}
        position="relative"
        width={`${width}px`}
        height={`${height}px`}
        maxW="full"
        overflow="hidden"
        borderWidth="1px"
        borderColor="border"
        rounded="md"
        bg="bg.subtle"
        cursor={zoom.isDragging ? 'grabbing' : 'grab'}
        tabIndex={0}
        role="group"
        aria-label={t({
          id: 'SIM.DIAGRAM.LABEL',
          message: 'Attack path diagram',
        })}
        aria-describedby={helpId}
        data-testid="attack-path-canvas"
        data-scale={zoom.transformMatrix.scaleX}
        data-translate={`${zoom.transformMatrix.translateX},${zoom.transformMatrix.translateY}`}
        onKeyDown={interaction.onKeyDown}
        touchAction="none"
        _focusVisible={{
          outline: '2px solid',
          outlineColor: 'colorPalette.focusRing',
          outlineOffset: '2px',
        }}
        {...interaction.dragHandlers}
      >
        <svg width={width} height={height} style={{ display: 'block', userSelect: 'none' }}>
          <defs>
            <marker id={`${tooltipId}-arrow`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" fill="var(--chakra-colors-fg-muted)" />
            </marker>
          </defs>
          <g transform={zoom.toString()}>
            {attack.steps
              .filter((s) => s.from !== s.to)
              .map((step) => {
                const from = positionOf(attack, step.from);
                const to = positionOf(attack, step.to);
                // Stop the arrow at the host's edge.
                const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
                const end = {
                  x: to.x - ((to.x - from.x) / length) * 34,
                  y: to.y - ((to.y - from.y) / length) * 34,
                };
                return (
                  <line
                    key={`edge-${step.number}`}
                    x1={from.x}
                    y1={from.y}
                    x2={end.x}
                    y2={end.y}
                    stroke="var(--chakra-colors-fg-muted)"
                    strokeWidth={2}
                    markerEnd={`url(#${tooltipId}-arrow)`}
                  />
                );
              })}
            <Node x={ATTACKER_POSITION.x} y={ATTACKER_POSITION.y} label={t({ id: 'SIM.DIAGRAM.ATTACKER', message: 'Attacker' })} detail="" icon={SkullIcon} attacker />
            {attack.hosts.map((host) => (
              <Node key={host.field} x={host.x} y={host.y} label={i18n._(host.role)} detail={nodeAddress(ips[host.field]) || host.hostName} icon={hostIcon(host.role.id)} />
            ))}
            {attack.steps.map((step) => {
              const p = stepPosition(attack, step);
              const open = interaction.activeStep === step.number;
              return (
                <g
                  key={`step-${step.number}`}
                  ref={open ? interaction.activeStepRef : undefined}
                  data-step={step.number}
                  role="button"
                  tabIndex={0}
                  aria-label={t({
                    id: 'SIM.DIAGRAM.STEP',
                    message: `Step ${step.number}: ${i18n._(step.title)}`,
                  })}
                  aria-expanded={open}
                  aria-controls={open ? tooltipId : undefined}
                  transform={`translate(${p.x}, ${p.y})`}
                  style={{ cursor: 'pointer' }}
                  onClick={() => interaction.toggleStep(step.number)}
                  onKeyDown={(event) => onStepKey(event, step.number)}
                >
                  <circle
                    r={14}
                    fill={open ? 'var(--chakra-colors-status-error)' : 'var(--chakra-colors-blue-solid)'}
                    stroke="var(--chakra-colors-bg-panel)"
                    strokeWidth={2}
                  />
                  <text textAnchor="middle" dominantBaseline="central" fill="white" style={DIAGRAM_FONTS.step}>
                    {step.number}
                  </text>
                </g>
              );
            })}
          </g>
        </svg>
        {active ? (
          <Box
            ref={tooltipRef}
            id={tooltipId}
            role="tooltip"
            position="absolute"
            left={`${tooltip.left}px`}
            top={`${tooltip.top}px`}
            width={`${tooltip.width}px`}
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border"
            rounded="md"
            boxShadow="md"
            p="3"
            pointerEvents="none"
          >
            <Text fontWeight="semibold" textStyle="sm">
              {active.number}. {i18n._(active.title)}
            </Text>
            <Text textStyle="sm" color="fg.muted" mt="1">
              {i18n._(active.body)}
            </Text>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

/** A host's picture, from the kind its role names (camera, router, server, else a workstation). */
function hostIcon(roleId: string | undefined): LucideIcon {
  if (roleId?.endsWith('CAMERA')) return CctvIcon;
  if (roleId?.endsWith('ROUTER')) return RouterIcon;
  if (roleId?.includes('SERVER') || roleId?.endsWith('.DC')) return ServerIcon;
  return MonitorIcon;
}

/** The longest IPv4 address, `255.255.255.255`: what the node has room for. */
const NODE_ADDRESS_MAX = 15;

/** The address typed for a host, cut with "…" where it is longer than any IPv4 address (a stray paste). */
function nodeAddress(typed: string | undefined): string {
  const address = typed?.trim() ?? '';
  return address.length > NODE_ADDRESS_MAX ? `${address.slice(0, NODE_ADDRESS_MAX - 1)}…` : address;
}

function Node({ x, y, label, detail, icon: Icon, attacker = false }: { x: number; y: number; label: string; detail: string; icon: LucideIcon; attacker?: boolean }) {
  return (
    <g transform={`translate(${x}, ${y})`}>
      <rect
        x={-34}
        y={-26}
        width={68}
        height={52}
        rx={10}
        fill={attacker ? 'var(--chakra-colors-red-subtle)' : 'var(--chakra-colors-bg-panel)'}
        stroke="var(--chakra-colors-fg-muted)"
        strokeWidth={1.5}
      />
      <Icon x={-14} y={-14} width={28} height={28} aria-hidden="true" color={attacker ? 'var(--chakra-colors-status-error)' : 'var(--chakra-colors-fg)'} />
      <text y={44} textAnchor="middle" fill="var(--chakra-colors-fg)" style={DIAGRAM_FONTS.name}>
        {label}
      </text>
      {detail ? (
        <text y={62} textAnchor="middle" fill="var(--chakra-colors-fg-muted)" style={DIAGRAM_FONTS.address}>
          {detail}
        </text>
      ) : null}
    </g>
  );
}
