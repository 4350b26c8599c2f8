"""What `pip install REQ...` installs on one system: pip's own resolver, asked
for that system's wheels (--platform, --python-version, --only-binary, a
--dry-run --report), and the packages' own environment markers evaluated for
that system (pip's --platform changes which wheels fit, not the markers:
Django's `tzdata; sys_platform == "win32"` needs this step).

Usage: python resolve.py SYSTEM PYTHON_VERSION CONSTRAINTS_FILE REQ...
Prints JSON: one entry per package to install, in pip's install order.
"""
import json
import os
import subprocess
import sys
import tempfile

from pip._vendor.packaging.markers import default_environment
from pip._vendor.packaging.requirements import Requirement

SYSTEMS = {
    'windows': (['win_amd64'], {'sys_platform': 'win32', 'platform_system': 'Windows', 'os_name': 'nt', 'platform_machine': 'AMD64'}),
    'mac': (['macosx_14_0_arm64', 'macosx_11_0_arm64'], {'sys_platform': 'darwin', 'platform_system': 'Darwin', 'os_name': 'posix', 'platform_machine': 'arm64'}),
    'linux': (['manylinux_2_28_x86_64', 'manylinux_2_17_x86_64'], {'sys_platform': 'linux', 'platform_system': 'Linux', 'os_name': 'posix', 'platform_machine': 'x86_64'}),
}


def dry_run(platforms, python_version, constraints, requirements):
    with tempfile.TemporaryDirectory() as folder:
        report = os.path.join(folder, 'report.json')
        command = [sys.executable, '-m', 'pip', 'install', '--dry-run', '--ignore-installed', '--quiet', '--disable-pip-version-check',
                   '--report', report, *[arg for tag in platforms for arg in ('--platform', tag)], '--python-version', python_version, '--only-binary=:all:',
                   '--target', os.path.join(folder, 'target'), '-c', constraints, *requirements]
        subprocess.run(command, check=True, stderr=subprocess.DEVNULL)
        with open(report, encoding='utf-8') as file:
            return json.load(file)['install']


def resolve(system, python_version, constraints, requirements):
    platform, markers = SYSTEMS[system]
    environment = {**default_environment(), **markers, 'python_version': python_version, 'python_full_version': f'{python_version}.0'}
    added = []  # requirements whose marker holds on `system` but not on this machine
    while True:
        install = dry_run(platform, python_version, constraints, requirements + [str(req) for req, _ in added])
        names = {item['metadata']['name'].lower() for item in install}
        missing = []
        for item in install:
            for spec in item['metadata'].get('requires_dist') or []:
                req = Requirement(spec)
                if req.marker and 'extra' in str(req.marker):
                    continue
                if (req.marker is None or req.marker.evaluate(environment)) and req.name.lower() not in names:
                    req.marker = None
                    missing.append((req, f"{item['metadata']['name']}=={item['metadata']['version']}"))
        if not missing:
            break
        added += [entry for entry in missing if all(entry[0].name != other.name for other, _ in added)]
    parents = {req.name.lower(): (str(req), parent) for req, parent in added}
    return [
        {
            'name': item['metadata']['name'],
            'version': item['metadata']['version'],
            'wheel': item['download_info']['url'].rsplit('/', 1)[-1],
            # How pip names a dependency it collects: "tzdata (from Django==5.2.19)".
            **({'collecting': f'{parents[item["metadata"]["name"].lower()][0]} (from {parents[item["metadata"]["name"].lower()][1]})'}
               if item['metadata']['name'].lower() in parents else {}),
        }
        for item in install
    ]


if __name__ == '__main__':
    print(json.dumps(resolve(sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:])))
