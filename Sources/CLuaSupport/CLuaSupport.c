#include "CLuaSupport.h"
