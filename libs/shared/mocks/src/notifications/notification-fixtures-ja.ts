// The bell's notifications as the backend sends them in Japanese (`notifications/languages/ja`,
// spec 000 §7): the server localises description, application and status; ids, times, levels and
// links stay the same.
import type { NotificationFixture } from './notification-fixtures.ts';

type Localised = Pick<NotificationFixture, 'description' | 'application'> & { status?: string };

const JA: Readonly<Record<string, Localised>> = {
  'ntf-1001': {
    description: '<b>重大</b>なアラート：エンドポイント <b>FIN-LT-0457</b> に対してワークベンチ <a href="/workbench/WB-9002-20261120-00012">WB-9002-20261120-00012</a> が作成されました。',
    application: 'ワークベンチ',
  },
  'ntf-1002': {
    description: '<b>攻撃経路分析</b>をプレビューとしてご利用いただけるようになりました。<a href="/app/attack-path-analysis">今すぐ試す</a>',
    application: 'アタックサーフェスリスク管理',
  },
  'ntf-1003': {
    description: 'エージェントプログラムのアップデート <b>14.0.12526</b> を <b>37</b> 台のエンドポイントに適用できます。',
    application: 'エンドポイントインベントリ',
  },
  'ntf-1004': {
    description: '<b>Microsoft Entra ID</b> への接続に失敗しました：アクセストークンの有効期限が切れています。IDの分析を再開するには再接続してください。',
    application: '他社製品との連携',
  },
  'ntf-1005': { description: 'レポート <b>週次エグゼクティブサマリー</b> の準備ができました。', application: 'レポート' },
  'ntf-1006': {
    description: '<b>11月12日</b> 02:00～04:00 UTC に定期メンテナンスを実施します。この間、検索が遅くなる場合があります。',
    application: 'プラットフォーム',
  },
  'ntf-2001': { description: 'エンドポイント <b>HR-DT-0112</b> の隔離は、エージェントの応答を待っています。', application: '対応管理', status: '保留中' },
  'ntf-2002': {
    description: 'ファイル <b>invoice_0425.docm</b> の収集：5 台中 3 台のエンドポイントで成功しました。',
    application: '対応管理',
    status: '一部成功',
  },
  'ntf-2003': {
    description: '<b>SRV-DC-01</b> の <b>powershell.exe</b> を終了するリクエストは <b>kenji.mori</b> によって拒否されました。',
    application: '対応管理',
    status: '拒否',
  },
  'ntf-2004': { description: 'カスタムスクリプト <b>collect-triage.ps1</b> を <b>12</b> 台のエンドポイントで実行しました。', application: '対応管理', status: '成功' },
  'ntf-2005': {
    description: '<b>quarterly_report.xlsm</b> のサンドボックスへの送信に失敗しました：ファイルが 60 MB を超えています。',
    application: 'サンドボックス分析',
    status: '失敗',
  },
};

/** The list in the requested language: Japanese for `ja` where a translation exists, else as given. */
export function localiseNotifications(list: NotificationFixture[], lang: string | undefined): NotificationFixture[] {
  if (lang !== 'ja') return list;
  return list.map((n) => {
    const ja = JA[n.id];
    return ja ? { ...n, description: ja.description, application: ja.application, status: n.status === null ? null : (ja.status ?? n.status) } : n;
  });
}
