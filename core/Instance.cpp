#include "core/Instance.h"

namespace tp {

} // namespace tp
