// The system's SQLite (Debian: libsqlite3-dev), linked as libsqlite3.
#include <sqlite3.h>
