#!/usr/bin/env bash
# A throw-away single-node Slurm cluster on 127.0.0.1 for the srtctl-launch integration tests.
#
#   cluster.sh install            apt-get slurmctld/slurmd/slurm-client/munge when missing (idempotent)
#   cluster.sh start              install if needed, write the config, start munged/slurmctld/slurmd,
#                                 wait until the node is idle (a no-op for daemons already running)
#   cluster.sh status             daemons by recorded PID, sinfo, squeue
#   cluster.sh stop               cancel every job, stop exactly the daemons this script started
#   cluster.sh stop-controller    stop only slurmctld (outage tests; jobs keep running on slurmd)
#   cluster.sh start-controller   start slurmctld again
#
# Every daemon's PID is recorded under $SWEEPKIT_SLURM_DIR/run and only those PIDs are signalled:
# nothing is killed by name. No systemd and no cgroups are needed (linuxproc process tracking).
# Knobs: SWEEPKIT_SLURM_DIR (/tmp/sweepkit-slurm), SWEEPKIT_SLURM_CPUS (8, may exceed the real
# count), SLURM_CONF (/etc/slurm/slurm.conf; a non-default path must be exported to clients too).
set -euo pipefail

MODE="${1:-start}"
DIR="${SWEEPKIT_SLURM_DIR:-/tmp/sweepkit-slurm}"
CPUS="${SWEEPKIT_SLURM_CPUS:-8}"
export SLURM_CONF="${SLURM_CONF:-/etc/slurm/slurm.conf}"
PACKAGES=(slurmctld slurmd slurm-client munge)

log() { printf '[cluster] %s\n' "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }
alive() { [[ -n "${1:-}" ]] && kill -0 "$1" 2>/dev/null; }
pidfile_alive() { alive "$(cat "$1" 2>/dev/null || true)"; }

install() {
  local missing=() p
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  [[ ${#missing[@]} -eq 0 ]] && return 0
  log "installing ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  # postinst cannot start services without systemd; that is harmless, we start the daemons below
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

write_conf() {
  local host; host=$(hostname -s)
  mkdir -p "$(dirname "$SLURM_CONF")" "$DIR"/{state,log,run,"spool-$host"}
  rm -f "$(dirname "$SLURM_CONF")/gres.conf"
  cat >"$SLURM_CONF" <<CONF
# written by sweepkit test/slurm/cluster.sh: a single-host throw-away cluster
ClusterName=sweepkit
SlurmctldHost=$host(127.0.0.1)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
StateSaveLocation=$DIR/state
SlurmdSpoolDir=$DIR/spool-%n
SlurmctldPidFile=$DIR/run/slurmctld.pid
SlurmdPidFile=$DIR/run/slurmd.pid
SlurmctldLogFile=$DIR/log/slurmctld.log
SlurmdLogFile=$DIR/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
MpiDefault=none
MailProg=/bin/true
AccountingStorageType=accounting_storage/none
# no database: \`sacct -c\` reads finished jobs from this file
JobCompType=jobcomp/filetxt
JobCompLoc=$DIR/log/jobcomp.txt
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
MinJobAge=300
KillWait=2
InactiveLimit=0
SlurmctldTimeout=30
SlurmdTimeout=60
Waittime=0
# trust the CPUs below even when the host has fewer
SlurmdParameters=config_overrides
NodeName=$host NodeAddr=127.0.0.1 CPUs=$CPUS RealMemory=1024 State=UNKNOWN
PartitionName=batch Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
}

start_munge() {
  if munge -n 2>/dev/null | unmunge >/dev/null 2>&1; then return 0; fi   # reuse a running munged (systemd hosts)
  mkdir -p /run/munge /var/log/munge /var/lib/munge
  chown munge:munge /run/munge /var/log/munge /var/lib/munge
  [[ -s /etc/munge/munge.key ]] || mungekey --create
  rm -f /run/munge/munged.pid
  runuser -u munge -- /usr/sbin/munged --pid-file=/run/munge/munged.pid
  local i; for i in $(seq 1 50); do [[ -s /run/munge/munged.pid ]] && break; sleep 0.1; done
  cp /run/munge/munged.pid "$DIR/run/munged.pid"
  munge -n | unmunge >/dev/null || die "munge round trip failed"
}

start_controller() {
  pidfile_alive "$DIR/run/slurmctld.pid" && return 0
  /usr/sbin/slurmctld -i   # -i: ignore unreadable state of an earlier run; daemonises
  local i; for i in $(seq 1 100); do scontrol ping >/dev/null 2>&1 && return 0; sleep 0.1; done
  die "slurmctld did not answer"
}

start() {
  install
  if ! pidfile_alive "$DIR/run/slurmctld.pid"; then
    # a fresh cluster: no jobs (or job ids in the jobcomp file) left over from an earlier run
    rm -rf "$DIR/state" "$DIR"/spool-* "$DIR/log/jobcomp.txt"
    write_conf
  fi
  start_munge
  start_controller
  pidfile_alive "$DIR/run/slurmd.pid" || /usr/sbin/slurmd
  local deadline=$((SECONDS + 60))
  until [[ -n "$(sinfo -h -t idle,mix,alloc -o %D 2>/dev/null)" ]]; do
    if [[ $SECONDS -ge $deadline ]]; then sinfo -N -o '%N %t %E' >&2 || true; die "the node did not become idle"; fi
    sleep 0.3
  done
  log "cluster up: $(sinfo -h -o '%P %a %D %t' | tr '\n' ' ')"
}

stop_pidfile() {
  local f="$1" pid i
  [[ -f "$f" ]] || return 0
  pid=$(cat "$f")
  if alive "$pid"; then
    kill -TERM "$pid" 2>/dev/null || true
    for i in $(seq 1 150); do alive "$pid" || break; sleep 0.1; done
    alive "$pid" && kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$f"
}

stop() {
  if pidfile_alive "$DIR/run/slurmctld.pid"; then
    scancel --quiet --partition=batch 2>/dev/null || true
    local deadline=$((SECONDS + 20))
    while [[ -n "$(squeue -h -o %i 2>/dev/null)" && $SECONDS -lt $deadline ]]; do sleep 0.5; done
  fi
  stop_pidfile "$DIR/run/slurmd.pid"
  stop_pidfile "$DIR/run/slurmctld.pid"
  stop_pidfile "$DIR/run/munged.pid"
}

status() {
  local f
  for f in "$DIR"/run/*.pid; do
    [[ -f "$f" ]] || continue
    if pidfile_alive "$f"; then echo "$(basename "$f" .pid): running ($(cat "$f"))"; else echo "$(basename "$f" .pid): dead"; fi
  done
  sinfo -N -o '%N %P %t %c' || true
  squeue || true
}

case "$MODE" in
  install) install ;;
  start) start ;;
  stop) stop ;;
  status) status ;;
  stop-controller) stop_pidfile "$DIR/run/slurmctld.pid" ;;
  start-controller) start_controller ;;
  *) die "unknown mode: $MODE (install|start|status|stop|stop-controller|start-controller)" ;;
esac
