/** 证书's console permissions (ours: MeEdu's add-on admin is closed). */
export const CERT_PERMISSIONS = [
  ['addons.Cert.certs', '证书-模板-列表', '证书', 'GET', '^addons\\/Cert\\/certs$'],
  ['addons.Cert.certs.store', '证书-模板-添加', '证书', 'POST', '^addons\\/Cert\\/certs$'],
  ['addons.Cert.certs.update', '证书-模板-编辑', '证书', 'PUT', 'addons/Cert/certs/\\d+'],
  ['addons.Cert.certs.destroy', '证书-模板-删除', '证书', 'DELETE', 'addons/Cert/certs/\\d+'],
  ['addons.Cert.issued', '证书-已颁发-列表', '证书', 'GET', '^addons\\/Cert\\/issued$'],
  ['addons.Cert.issued.store', '证书-颁发', '证书', 'POST', '^addons\\/Cert\\/issued$'],
  ['addons.Cert.issued.revoke', '证书-撤销', '证书', 'POST', 'addons/Cert/issued/\\d+/revoke']
] as const
