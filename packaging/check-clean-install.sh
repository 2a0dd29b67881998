#!/usr/bin/env bash
# Installs a TrainPlan .deb on a clean Debian 12 and runs it there: a minimal bookworm root made
# with debootstrap from the Debian mirror, `apt-get install ./trainplan_*.deb` resolving the
# package's dependencies from that mirror alone, then both programs as a user would run them
# (presets, a plan, a Chinese PDF whose fonts are checked, the desktop app's --version).
# Needs root (debootstrap, chroot, mount) and the Debian mirror; takes about 3 minutes. Not part
# of .ci/run, which must not depend on a mirror: run it before a release.
#   sudo packaging/check-clean-install.sh build/trainplan_0.1.0_amd64.deb
set -euo pipefail
deb=$(realpath "${1:?usage: $0 path/to/trainplan_VERSION_amd64.deb}")
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
root=$(mktemp -d /tmp/trainplan-bookworm.XXXXXX)
cleanup() {
    umount "$root/proc" 2>/dev/null || true
    rm -rf "$root"
}
trap cleanup EXIT
command -v debootstrap >/dev/null || apt-get install -y debootstrap
start=$(date +%s)

debootstrap --variant=minbase bookworm "$root" "$mirror" > "$root.debootstrap.log" 2>&1 ||
    { tail -20 "$root.debootstrap.log"; exit 1; }
echo "clean-install: Debian 12 minbase root in $(($(date +%s) - start)) s"
mount -t proc proc "$root/proc" # the CLI finds its catalog beside /proc/self/exe
cp "$deb" "$root/tmp/"
in_root() { chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
    QT_QPA_PLATFORM=offscreen DEBIAN_FRONTEND=noninteractive bash -euo pipefail -c "$1"; }

t0=$(date +%s)
in_root "apt-get update -qq && apt-get install -y -qq /tmp/$(basename "$deb") > /tmp/apt.log"
echo "clean-install: installed with $(grep -c '^Setting up' "$root/tmp/apt.log") packages in $(($(date +%s) - t0)) s"

# Outputs are captured before they are searched: under pipefail, `cmd | grep -q` fails at random
# (grep exits at the first match and cmd then fails writing to the closed pipe).
presets=$(in_root 'trainplan-cli presets')
grep -q llama-3-8b <<< "$presets" || { echo "clean-install: presets lacks llama-3-8b"; exit 1; }
in_root 'trainplan-cli catalog check > /dev/null'
plan=$(in_root 'trainplan-cli plan --scenario prototype-t4 --top 1')
grep -q "Recommendation:" <<< "$plan" || { echo "clean-install: the plan has no recommendation"; exit 1; }
in_root 'trainplan-cli plan --scenario llama3-8b-lora-a10 --lang zh_CN --pdf /tmp/plan-zh.pdf > /dev/null'
fonts=$(pdffonts "$root/tmp/plan-zh.pdf")
grep -q NotoSansCJKsc <<< "$fonts" || { echo "clean-install: the Chinese PDF lacks Noto Sans CJK SC:"; echo "$fonts"; exit 1; }
text=$(pdftotext "$root/tmp/plan-zh.pdf" -)
grep -q "推荐" <<< "$text" || { echo "clean-install: the Chinese PDF has no Chinese text"; exit 1; }
version=$(dpkg-deb -f "$deb" Version)
shown=$(in_root "trainplan --version 2>/dev/null")
grep -qx "trainplan $version" <<< "$shown" || { echo "clean-install: trainplan --version says $shown"; exit 1; }
echo "clean-install: $(basename "$deb") installs and runs on a clean Debian 12 ($(($(date +%s) - start)) s in all)"
