#ifndef CLUASUPPORT_H
#define CLUASUPPORT_H
#include <lua.h>
#include <lualib.h>
#include <lauxlib.h>
#endif
