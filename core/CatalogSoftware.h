#pragma once

#include "core/Framework.h"
#include "core/JsonReader.h"
#include "core/ReferenceServer.h"

#include <string>
#include <utility>
#include <vector>

namespace tp {

// Readers of the catalog files that describe what a job runs on beyond the GPU itself:
// `frameworks` (frameworks.json: the training software and the rules for the one a job that
// names none is assumed to use) and `servers` (servers.json: the reference server of each GPU).
// Each record comes with its JSON path, for duplicate and reference reports.
struct FrameworkFile
{
    std::vector<std::pair<Framework, std::string>> frameworks;
    std::vector<FrameworkDefault> defaults;
    bool hasDefaults = false;
    Provenance defaultsProvenance;
};
FrameworkFile readFrameworkFile(ObjectReader &root);
std::vector<std::pair<ReferenceServer, std::string>> readServerFile(ObjectReader &root);

} // namespace tp
