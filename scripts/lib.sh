# Shell helpers the scripts share; `source "$(dirname "$0")/lib.sh"`.

# install_packages WHO PACKAGE...: installs the Debian packages (apt-get,
# with sudo unless root); exits 1 with a message naming WHO when it cannot.
install_packages() {
  local who="$1"; shift
  [ $# -gt 0 ] || return 0
  echo "== installing: $*"
  local sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null || {
    echo "$who: cannot install $*" >&2; exit 1; }
}

# build_packages_needed: the packages building Wiring needs that are missing.
build_packages_needed() {
  # the index links the system's SQLite
  [ -f /usr/include/sqlite3.h ] || echo libsqlite3-dev
  command -v pkg-config >/dev/null 2>&1 || echo pkg-config
}
