#ifndef CLUA_SHIM_H
#define CLUA_SHIM_H
#include <lua.h>
#include <lualib.h>
#include <lauxlib.h>
#endif
